import { InputNumber } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { worksPageKey } from '../api/works-page';
import { reorderWorks } from '../api/works-reorder';
import './WeightInput.css';

/**
 * A work's order weight, edited in its table row: on Enter or leaving the field a changed number is
 * saved (POST /admin-api/works/reorder) and the list reloads in its order. Larger comes first in the
 * app's 推荐 list.
 */
export function WeightInput({ id, weight, title }: { id: number; weight: number; title: string }) {
  const client = useQueryClient();
  const [value, setValue] = useState<number | null>(weight);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (value === null || value === weight || saving) return setValue(value ?? weight);
    setSaving(true);
    try {
      await reorderWorks([{ id, weight: value }]);
      toast.success(`《${title}》的权重已改为 ${value}`);
      await client.invalidateQueries({ queryKey: worksPageKey });
    } catch {
      setValue(weight);
    } finally {
      setSaving(false);
    }
  };
  return (
    <InputNumber
      size="small"
      aria-label={`《${title}》的权重`}
      className="weight-input"
      min={-1_000_000}
      max={1_000_000}
      precision={0}
      value={value}
      disabled={saving}
      onChange={setValue}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
    />
  );
}
