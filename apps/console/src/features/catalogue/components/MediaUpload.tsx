import { CloudUploadOutlined, DeleteOutlined, FileOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatUploadLimit,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadPurpose,
  uploadTypeLabels,
} from '@tuike/contract/upload-rules';
import { Button, Progress, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../api/upload';
import './MediaUpload.css';

/** An uploaded picture's thumbnail (`.thumb.webp` beside it); other pictures (the demo's SVGs) are small already. */
export const thumbOf = (url: string) =>
  /^\/media\/up\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/.test(url) ? url.replace(/\.[a-z]+$/, '.thumb.webp') : url;

export interface MediaUploadProps {
  purpose: UploadPurpose;
  /** The stored file's URL (a form field's value). */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** Gives the caller the whole answer (a material takes the file's name as its title). */
  onUploaded?: (upload: { url: string; originalName: string }) => void;
  disabled?: boolean;
}

/**
 * A form field holding one uploaded file: pick a file, watch it upload (a percentage, as a 200 MB video
 * takes a while), see a picture's thumbnail or the file's link, replace or remove it. The browser checks
 * the size and offers the purpose's types; the server decides the type from the content either way.
 */
export function MediaUpload({ purpose, value, onChange, onUploaded, disabled }: MediaUploadProps) {
  const { kind, label } = UPLOAD_PURPOSES[purpose];
  const [percent, setPercent] = useState<number | null>(null);
  const limit = UPLOAD_MAX_BYTES[kind];
  const accept = Object.values(UPLOAD_TYPES[kind])
    .map((t) => `.${t.ext}`)
    .concat(kind === 'image' ? ['.jpeg'] : [])
    .join(',');
  const hint = `${uploadTypeLabels(purpose)}，不超过 ${formatUploadLimit(limit)}`;
  // Covers are 3:4 as the app shows them; icons square.
  const shape = purpose === 'logo' || purpose === 'article-image' ? 'media-upload-square' : '';

  const picker = (children: ReactNode) => (
    <Upload
      accept={accept}
      showUploadList={false}
      disabled={disabled || percent !== null}
      beforeUpload={(file) => {
        if (file.size > limit) {
          toast.error(`文件过大，${label}最大 ${formatUploadLimit(limit)}`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => {
        setPercent(0);
        uploadFile(purpose, file as File, setPercent)
          .then((uploaded) => {
            onChange?.(uploaded.url);
            onUploaded?.(uploaded);
          })
          .catch((err: unknown) => {
            // The server names the field (`file：…`) for clients that cannot place it; here it is plain.
            if (err instanceof RequestError && !err.silent) toast.error(err.message.replace(/^file：/, ''));
          })
          .finally(() => setPercent(null));
      }}
    >
      {children}
    </Upload>
  );

  if (percent !== null)
    return (
      <div className={`media-upload media-upload-${kind === 'image' ? `picture ${shape}` : 'file'}`} aria-busy="true">
        <Progress type={kind === 'image' ? 'circle' : 'line'} percent={percent} size={kind === 'image' ? 64 : 'small'} />
        <span className="media-upload-hint">正在上传{label}…</span>
      </div>
    );

  if (kind === 'image')
    return value ? (
      <div className={`media-upload media-upload-picture media-upload-filled ${shape}`}>
        <img src={thumbOf(value)} alt={label} className="media-upload-image" />
        {!disabled && (
          <div className="media-upload-actions">
            {picker(
              <Button size="small" icon={<CloudUploadOutlined />}>
                更换
              </Button>,
            )}
            <Button size="small" icon={<DeleteOutlined />} aria-label={`移除${label}`} onClick={() => onChange?.(null)} />
          </div>
        )}
      </div>
    ) : (
      picker(
        <button type="button" className={`media-upload media-upload-picture media-upload-empty ${shape}`} disabled={disabled}>
          <PlusOutlined />
          <span>上传{label}</span>
          <span className="media-upload-hint">{hint}</span>
        </button>,
      )
    );

  return (
    <div className="media-upload media-upload-file">
      {value ? (
        <a href={value} target="_blank" rel="noreferrer" className="media-upload-link">
          <FileOutlined /> {value.split('/').pop()}
        </a>
      ) : (
        <span className="media-upload-hint">{hint}</span>
      )}
      {!disabled &&
        picker(
          <Button size="small" icon={<CloudUploadOutlined />}>
            {value ? '更换' : `上传${label}`}
          </Button>,
        )}
    </div>
  );
}
