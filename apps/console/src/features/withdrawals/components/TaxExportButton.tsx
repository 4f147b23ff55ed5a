import { FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import './TaxExportButton.css';

interface Values {
  year: number;
  quarter: number;
}

/** The quarter before today's: the one a withholding return is usually filed for. */
function lastQuarter(today = new Date()): Values {
  const q = Math.floor(today.getMonth() / 3) + 1;
  return q === 1 ? { year: today.getFullYear() - 1, quarter: 4 } : { year: today.getFullYear(), quarter: q - 1 };
}

const QUARTERS = [1, 2, 3, 4].map((q) => ({ value: q, label: `Q${q}（${q * 3 - 2}-${q * 3}月）` }));

/**
 * 个税季度汇总: picks a year and quarter and downloads the server's file, which lists each promoter's
 * withheld tax per month with the real name and the whole ID number, for the withholding return. The
 * dialog says so, since the file is personal data and every export is in the audit log.
 */
export function TaxExportButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => ({ value: thisYear - i, label: `${thisYear - i} 年` }));

  const run = async () => {
    const { year, quarter } = form.getFieldsValue();
    setBusy(true);
    try {
      const name = await downloadFile('GET /admin-api/withdrawals/tax-export', { query: { year, quarter } }, 'tax.csv');
      toast.success(`已导出 ${name}`);
      setOpen(false);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<FileExcelOutlined />} onClick={() => setOpen(true)}>
        个税季度汇总
      </Button>
      <Modal
        open={open}
        title="导出个税季度汇总"
        width={560}
        okText="导出 CSV"
        cancelText="取消"
        okButtonProps={{ loading: busy }}
        onOk={() => void run()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          className="tax-export-note"
          title="文件含推客姓名与完整身份证号，仅用于个税扣缴申报；每次导出都会记入操作日志。"
        />
        <p className="tax-export-help">
          按推客和月份汇总该季度已到账、且开启代扣个税时申请的提现：收入额、服务费、已扣个税、实付金额。
        </p>
        <Form form={form} layout="vertical" initialValues={lastQuarter()} preserve={false}>
          <Form.Item name="year" label="年份">
            <Select options={years} className="tax-export-year" />
          </Form.Item>
          <Form.Item name="quarter" label="季度">
            <Radio.Group options={QUARTERS} optionType="button" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
