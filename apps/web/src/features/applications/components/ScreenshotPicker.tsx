import { useEffect, useRef } from 'react';
import { RECHECK_SCREENSHOTS_MAX } from '@tuike/contract/application-states';
import type { PromoterUpload } from '@tuike/contract/recheck';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@tuike/contract/upload-rules';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { uploadScreenshot } from '../api/upload-screenshot';
import './ScreenshotPicker.css';

/** A picked screenshot: uploading (with a local preview) or uploaded (the server's thumbnail). */
export type Shot = { key: string; preview: string } & ({ state: 'uploading' } | { state: 'done'; upload: PromoterUpload });

const ACCEPT = Object.keys(UPLOAD_TYPES.image).join(',');
let keys = 0;

/** What the browser can tell before sending: the server checks the content again. */
function problemOf(file: File): string | null {
  if (!Object.hasOwn(UPLOAD_TYPES.image, file.type)) return '只能上传 JPG、PNG、WebP、GIF 图片';
  if (file.size > UPLOAD_MAX_BYTES.image) return '图片不能超过 5 MB';
  return null;
}

/**
 * Up to six screenshots, each uploaded as soon as it is picked, shown as a preview with a remove
 * button; one that fails is dropped with the server's reason.
 */
export function ScreenshotPicker({ shots, onChange }: { shots: Shot[]; onChange: (next: Shot[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // The latest list, for uploads that finish after other changes.
  const current = useRef(shots);
  useEffect(() => {
    current.current = shots;
  }, [shots]);
  const set = (next: Shot[]) => {
    current.current = next;
    onChange(next);
  };

  function pick(files: FileList | null) {
    const room = RECHECK_SCREENSHOTS_MAX - current.current.length;
    const picked = [...(files ?? [])];
    if (picked.length > room) void toast(`最多上传 ${RECHECK_SCREENSHOTS_MAX} 张截图`);
    for (const file of picked.slice(0, Math.max(room, 0))) {
      const problem = problemOf(file);
      if (problem) {
        void toast(problem);
        continue;
      }
      const key = `shot-${++keys}`;
      set([...current.current, { key, preview: URL.createObjectURL(file), state: 'uploading' }]);
      uploadScreenshot(file).then(
        (upload) =>
          set(current.current.map((s) => (s.key === key ? { key, preview: upload.thumbUrl, state: 'done', upload } : s))),
        (err: unknown) => {
          set(current.current.filter((s) => s.key !== key));
          void toast(err instanceof RequestError ? err.message.replace(/^file：/, '') : '截图上传失败，请重试');
        },
      );
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="shot-picker">
      {shots.map((s, i) => (
        <div key={s.key} className="shot-picker-item">
          <img className="shot-picker-img" src={s.preview} alt={`截图 ${i + 1}`} />
          {s.state === 'uploading' && <span className="shot-picker-progress">上传中</span>}
          <button
            type="button"
            className="shot-picker-remove"
            aria-label={`删除截图 ${i + 1}`}
            onClick={() => set(current.current.filter((x) => x.key !== s.key))}
          >
            <span className="shot-picker-x" aria-hidden="true">
              ×
            </span>
          </button>
        </div>
      ))}
      {shots.length < RECHECK_SCREENSHOTS_MAX && (
        <label className="shot-picker-add">
          <span aria-hidden="true" className="shot-picker-plus">
            +
          </span>
          <span>添加截图</span>
          <input
            ref={input}
            className="shot-picker-input"
            type="file"
            accept={ACCEPT}
            multiple
            aria-label="添加截图"
            onChange={(e) => pick(e.target.files)}
          />
        </label>
      )}
    </div>
  );
}
