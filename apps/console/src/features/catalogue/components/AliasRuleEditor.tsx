import { ZAliasRuleInput } from '@tuike/contract/admin-task-platforms';
import { type AliasRule, aliasRuleViolation, describeAliasRule } from '@tuike/contract/alias-rule';
import { ALIAS_CHARSETS } from '@tuike/contract/enums';
import { Alert, Col, Form, type FormInstance, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../lib/zod-rule';
import './AliasRuleEditor.css';

const rule = (field: keyof typeof ZAliasRuleInput.shape) => zodRule(ZAliasRuleInput, field);

/**
 * A platform's alias rule as data: length range, characters, a required prefix and the review mode,
 * under `aliasRule`. Beside it, the sentence promoters read and a word to try against the rule, with
 * the very check the app and the server run (`@tuike/contract/alias-rule`).
 */
export function AliasRuleEditor({ form }: { form: FormInstance }) {
  const value = Form.useWatch('aliasRule', form) as Partial<AliasRule> | undefined;
  const [sample, setSample] = useState('');
  const complete =
    value && typeof value.minLength === 'number' && typeof value.maxLength === 'number' && value.charset && value.reviewMode
      ? ({ ...value, prefix: value.prefix ?? '' } as AliasRule)
      : null;
  const verdict = complete && sample ? aliasRuleViolation(complete, sample) : null;
  return (
    <div className="alias-rule-editor">
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name={['aliasRule', 'minLength']} label="最短（字）" rules={[rule('minLength')]}>
            <InputNumber min={1} max={30} precision={0} className="alias-rule-editor-number" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name={['aliasRule', 'maxLength']} label="最长（字）" rules={[rule('maxLength')]}>
            <InputNumber min={1} max={30} precision={0} className="alias-rule-editor-number" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name={['aliasRule', 'charset']} label="字符范围" rules={[rule('charset')]}>
            <Select options={Object.entries(ALIAS_CHARSETS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name={['aliasRule', 'prefix']} label="固定前缀（选填）" rules={[rule('prefix')]}>
            <Input maxLength={10} placeholder="如：故事" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={['aliasRule', 'reviewMode']} label="审核方式" rules={[rule('reviewMode')]}>
            <Radio.Group
              options={[
                { value: 'auto', label: '自动通过（上游秒审）' },
                { value: 'manual', label: '人工审核（进入审核队列）' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <div className="alias-rule-editor-preview">
        <div>
          推客看到的规则：<strong>{complete ? describeAliasRule(complete) : '—'}</strong>
        </div>
        <Input
          allowClear
          className="alias-rule-editor-sample"
          placeholder="输入一个口令试试"
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          aria-label="试一个口令"
        />
        {complete && sample && (
          <Alert
            type={verdict ? 'warning' : 'success'}
            showIcon
            title={verdict ? verdict.msg : '符合规则'}
            className="alias-rule-editor-verdict"
          />
        )}
      </div>
    </div>
  );
}
