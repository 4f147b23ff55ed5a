/**
 * A stand-in for the browser's XMLHttpRequest, for the uploads that need progress events: records the
 * request, and on `finish` reports progress and answers with `FakeXhr.answer`.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 200, body: '' };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish() {
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

/** The last request sent (a function, so the compiler does not keep a value narrowed across awaits). */
export const lastXhr = () => FakeXhr.last;
