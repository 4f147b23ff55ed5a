import { ZAdminMcnTaskSave } from '@tuike/contract/admin-mcn-tasks';
import { Alert, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fetchMcnTaskDetail, type McnDetail, mcnTaskDetailKey } from '../../features/catalogue/api/mcn-task-detail';
import { type McnSaveBody, saveMcnTask } from '../../features/catalogue/api/mcn-task-save';
import { mcnTasksPageKey } from '../../features/catalogue/api/mcn-tasks-page';
import { EditForm } from '../../features/catalogue/components/EditForm';
import { EditFrame } from '../../features/catalogue/components/EditFrame';
import { MediaUpload } from '../../features/catalogue/components/MediaUpload';
import { PlatformSelect } from '../../features/catalogue/components/PlatformSelect';
import { useCan } from '../../lib/me';
import { zodRule } from '../../lib/zod-rule';
import './McnTaskEditPage.css';

type Values = Omit<McnSaveBody, 'id'>;
const rule = (field: keyof typeof ZAdminMcnTaskSave.shape) => zodRule(ZAdminMcnTaskSave, field);
/** A time field: ISO with offset in the form's values, a dayjs in the picker. */
const timeProps = {
  getValueProps: (iso?: string) => ({ value: iso ? dayjs(iso) : undefined }),
  normalize: (d: Dayjs | null) => (d ? d.format() : undefined),
};

function toValues(t: McnDetail | undefined): Partial<Values> {
  if (!t) return { published: true, tags: [], summary: '', requirementsHtml: '', workId: null };
  return {
    taskPlatformId: t.taskPlatformId,
    workId: t.workId,
    title: t.title,
    cover: t.cover,
    summary: t.summary,
    rewardDesc: t.rewardDesc,
    requirementsHtml: t.requirementsHtml,
    tags: t.tags,
    channelUrlTemplate: t.channelUrlTemplate,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    published: t.published,
  };
}

function McnForm({ task }: { task: McnDetail | undefined }) {
  const [form] = Form.useForm<Values>();
  const canWrite = useCan('catalogue.write');

  return (
    <EditForm<Values, McnDetail>
      form={form}
      row={task}
      canWrite={canWrite}
      className="mcn-task-edit-page"
      initialValues={toValues(task)}
      back="/mcn-tasks"
      save={(values) => saveMcnTask({ ...(task ? { id: task.id } : {}), ...values })}
      toasts={{ saved: '任务已保存', created: '任务已创建' }}
      detailKey={mcnTaskDetailKey}
      listKeys={[mcnTasksPageKey]}
    >
      {task?.status === 'ended' && <Alert type="info" showIcon title="任务已结束：推客不能再领取。修改结束时间可以重新开放。" />}
      <Card variant="borderless" title="任务信息">
        <Row gutter={32} wrap={false}>
          <Col flex="160px">
            <Form.Item name="cover" label="封面" rules={[rule('cover')]}>
              <MediaUpload purpose="cover" disabled={!canWrite} />
            </Form.Item>
          </Col>
          <Col flex="auto" className="mcn-task-edit-page-fields">
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="title" label="任务名称" rules={[rule('title')]}>
                  <Input maxLength={40} showCount />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="taskPlatformId" label="任务平台" rules={[rule('taskPlatformId')]}>
                  <PlatformSelect category={4} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="workId" label="推广作品 ID（选填）" rules={[rule('workId')]}>
                  <InputNumber min={1} precision={0} className="mcn-task-edit-page-wide" placeholder="不关联作品" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="rewardDesc" label="奖励说明（推客看到的价格）" rules={[rule('rewardDesc')]}>
                  <Input maxLength={60} placeholder="如：每千次播放 ¥8，单条最高 ¥500" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="tags" label="标签" rules={[rule('tags')]}>
                  <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} placeholder="输入后回车" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="summary" label="简介" rules={[rule('summary')]}>
                  <Input maxLength={100} showCount />
                </Form.Item>
              </Col>
            </Row>
          </Col>
        </Row>
      </Card>
      <Card variant="borderless" title="时间与渠道">
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="startsAt" label="开始时间" rules={[rule('startsAt')]} {...timeProps}>
              <DatePicker showTime className="mcn-task-edit-page-wide" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="endsAt" label="结束时间" rules={[rule('endsAt')]} dependencies={['startsAt']} {...timeProps}>
              <DatePicker showTime className="mcn-task-edit-page-wide" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item
              name="channelUrlTemplate"
              label="渠道链接模板"
              rules={[rule('channelUrlTemplate')]}
              extra="{code} 处换成每个推客自己的渠道码"
            >
              <Input placeholder="https://…?c={code}" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name="published" label="发布" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card variant="borderless" title="任务要求">
        <Form.Item name="requirementsHtml" label="要求（HTML，保存时会清理不安全的标签）" rules={[rule('requirementsHtml')]}>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} className="mcn-task-edit-page-code" />
        </Form.Item>
      </Card>
    </EditForm>
  );
}

/** /admin/mcn-tasks/new and /admin/mcn-tasks/:id: a star/MCN task's form. */
export default function McnTaskEditPage() {
  return (
    <EditFrame detail={{ key: mcnTaskDetailKey, fetch: fetchMcnTaskDetail }} back={{ to: '/mcn-tasks', label: '返回任务列表' }}>
      {(task) => <McnForm key={task?.id ?? 'new'} task={task} />}
    </EditFrame>
  );
}
