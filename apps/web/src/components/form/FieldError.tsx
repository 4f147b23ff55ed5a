/** A field's error under it, announced as it appears; nothing without one. */
export function FieldError({ error }: { error: string | undefined | null | false }) {
  return error ? (
    <div className="field-error" role="alert">
      {error}
    </div>
  ) : null;
}
