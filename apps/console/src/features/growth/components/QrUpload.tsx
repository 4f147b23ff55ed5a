import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { formatUploadLimit, UPLOAD_MAX_BYTES, uploadTypeLabels } from '@tuike/contract/upload-rules';
import { Button, Image, Upload } from 'antd';
import { useState } from 'react';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { uploadMentorQr } from '../api/upload';
import './QrUpload.css';

const LIMIT = UPLOAD_MAX_BYTES.image;

/** A form field holding the mentor's uploaded QR picture: upload, see it, replace or remove it. */
export function QrUpload({ value, onChange }: { value?: string | null; onChange?: (url: string | null) => void }) {
  const [percent, setPercent] = useState<number | null>(null);
  const picker = (
    <Upload
      accept=".jpg,.jpeg,.png,.webp,.gif"
      showUploadList={false}
      disabled={percent !== null}
      beforeUpload={(file) => {
        if (file.size > LIMIT) {
          toast.error(`文件过大，二维码图片最大 ${formatUploadLimit(LIMIT)}`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => {
        setPercent(0);
        uploadMentorQr(file as File, setPercent)
          .then((u) => onChange?.(u.url))
          .catch((err: unknown) => {
            if (err instanceof RequestError && !err.silent) toast.error(err.message.replace(/^file：/, ''));
          })
          .finally(() => setPercent(null));
      }}
    >
      {value ? (
        <Button size="small">更换</Button>
      ) : (
        <button type="button" className="qr-upload-box" aria-label="上传二维码">
          {percent !== null ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{percent !== null ? `${percent}%` : '上传二维码'}</span>
        </button>
      )}
    </Upload>
  );
  return (
    <div className="qr-upload">
      {value && <Image src={value} alt="导师二维码" width={104} height={104} className="qr-upload-image" />}
      <div className="qr-upload-side">
        {picker}
        {value && (
          <Button size="small" type="link" danger onClick={() => onChange?.(null)}>
            移除
          </Button>
        )}
        <span className="qr-upload-hint">
          {uploadTypeLabels('mentor-qr')}，不超过 {formatUploadLimit(LIMIT)}
        </span>
      </div>
    </div>
  );
}
