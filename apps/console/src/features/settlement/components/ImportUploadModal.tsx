import { InboxOutlined } from '@ant-design/icons';
import { ZImportFields } from '@tuike/contract/admin-settlement';
import { IMPORT_KIND_LABELS, IMPORT_MAX_BYTES, type ImportKind } from '@tuike/contract/settlement-rules';
import { Alert, DatePicker, Form, Modal, Progress, Radio, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactElement, useState } from 'react';
import { RequestError } from '../../../lib/request';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { uploadImport } from '../api/import-upload';
import type { SettlementImport } from '../api/imports-page';
import './ImportUploadModal.css';
import { labelOptions } from '../../../lib/label-options';

interface Values {
  taskPlatformId?: number;
  reportDate?: Dayjs;
  kind: ImportKind;
  file?: File;
}

const TYPES = /\.(csv|xlsx)$/i;
const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Why a picked file cannot be a report, or null: the server checks again, this saves a 200 MB upload. */
export function fileProblem(file: File): string | null {
  if (!TYPES.test(file.name)) return '只能上传 CSV 或 XLSX 文件';
  if (file.size > IMPORT_MAX_BYTES) return `文件不能超过 ${MAX_MB} MB`;
  if (file.size === 0) return '文件是空的';
  return null;
}

/** The file field: a drop zone holding one picked file (sent with the form, not on its own). */
function ReportFilePicker({ value, onChange }: { value?: File; onChange?: (file: File) => void }) {
  return (
    <Upload.Dragger
      accept=".csv,.xlsx"
      maxCount={1}
      showUploadList={false}
      beforeUpload={(picked) => {
        onChange?.(picked);
        // Kept in the form: it goes with the fields when the operator presses 上传并解析.
        return false;
      }}
    >
      <p className="import-upload-icon">
        <InboxOutlined />
      </p>
      <p className="import-upload-name">{value ? value.name : '点击或拖入文件'}</p>
      <p className="import-upload-hint">CSV 或 XLSX，不超过 {MAX_MB} MB；标准模板之外的格式按该平台的列映射读取</p>
    </Upload.Dragger>
  );
}

export interface ImportUploadModalProps {
  open: boolean;
  /** The task-platform picker (the catalogue's), given by the page: features do not import each other. */
  platformSelect: ReactElement;
  onClose: () => void;
  /** The server took the file: the import, parsing or ready. */
  onImported: (imported: SettlementImport) => void;
}

/**
 * 导入报表: the platform, the report's date and kind, and the file (CSV or XLSX up to 200 MB, checked
 * here before a byte is sent), then the upload with its progress. The server's refusal lands under the
 * field it names, or above the form.
 */
export function ImportUploadModal({ open, platformSelect, onClose, onImported }: ImportUploadModalProps) {
  const [form] = Form.useForm<Values>();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setError(null);
    setPercent(0);
    try {
      const imported = await uploadImport(
        {
          taskPlatformId: values.taskPlatformId!,
          reportDate: values.reportDate!.format('YYYY-MM-DD'),
          kind: values.kind,
          file: values.file!,
        },
        setPercent,
      );
      form.resetFields();
      onImported(imported);
    } catch (err) {
      if (err instanceof RequestError && err.silent) return;
      if (!placeServerError(form, err)) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      open={open}
      title="导入报表"
      okText="上传并解析"
      cancelText="取消"
      width={560}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: percent !== null }}
      cancelButtonProps={{ disabled: percent !== null }}
      closable={percent === null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {/* Named so its fields' ids do not repeat the list's filter (任务平台 there too): each label opens its own field. */}
      <Form<Values>
        form={form}
        name="import-upload"
        layout="vertical"
        className="import-upload"
        initialValues={{ kind: 'estimate' }}
        onFinish={(v) => void submit(v)}
        disabled={percent !== null}
      >
        {error && <Alert type="error" showIcon title={error} className="import-upload-error" />}
        <Form.Item
          name="taskPlatformId"
          label="任务平台"
          rules={[{ required: true, message: '请选择任务平台' }, zodRule(ZImportFields, 'taskPlatformId')]}
        >
          {platformSelect}
        </Form.Item>
        <Form.Item name="reportDate" label="报表日期" rules={[{ required: true, message: '请选择报表日期' }]}>
          <DatePicker className="import-upload-date" placeholder="上游报表所属日期" />
        </Form.Item>
        <Form.Item name="kind" label="报表类型" rules={[zodRule(ZImportFields, 'kind')]}>
          <Radio.Group optionType="button" options={labelOptions(IMPORT_KIND_LABELS)} />
        </Form.Item>
        <Form.Item
          name="file"
          label="报表文件"
          required
          rules={[
            {
              validator: async (_r, value: File | undefined) => {
                if (!value) throw new Error('请选择报表文件');
                const problem = fileProblem(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <ReportFilePicker />
        </Form.Item>
        {percent !== null && (
          <div className="import-upload-progress" aria-live="polite">
            <Progress percent={percent} size="small" />
            <span className="import-upload-hint">{percent < 100 ? '正在上传…' : '上传完成，等待服务器开始解析…'}</span>
          </div>
        )}
      </Form>
    </Modal>
  );
}
