import { useState } from 'react';
import { aliasLength, aliasRuleProblem } from '@tuike/contract/alias-rule';
import type { WorksAlias } from '@tuike/contract/promotion';
import type { WorkDetail } from '@tuike/contract/works';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { TextField } from '../../../components/form/TextField';
import { ErrorState } from '../../../components/StateViews';
import { fieldOfError, useFieldErrors } from '../../../lib/field-errors';
import { useCreateAlias } from '../api/aliases';
import { useAliasSuggestions } from '../api/suggestions';
import { useTaskPlatformDetail } from '../api/work-info';
import { AliasCreated } from './AliasCreated';
import { PromoSkeleton } from './PromoSkeleton';
import { WorkHead } from './WorkHead';
import './AddAliasForm.css';

function Suggestions({ workId, onPick }: { workId: number; onPick: (alias: string) => void }) {
  const suggestions = useAliasSuggestions(workId);
  return (
    <section className="add-alias-suggest" aria-label="推荐关键词">
      <div className="add-alias-suggest-head">
        <span>推荐关键词（点选即可使用）</span>
        <button type="button" className="link-btn" onClick={() => void suggestions.refetch()} disabled={suggestions.isFetching}>
          换一批
        </button>
      </div>
      {suggestions.isPending && <div className="add-alias-suggest-note">正在生成…</div>}
      {suggestions.isError && !suggestions.isFetching && (
        <div className="add-alias-suggest-note">推荐暂时不可用，点“换一批”再试</div>
      )}
      {suggestions.data?.length === 0 && <div className="add-alias-suggest-note">暂无可用推荐，请自己起一个</div>}
      <div className="add-alias-chips">
        {suggestions.data?.map((s) => (
          <button key={s} type="button" className="add-alias-chip" onClick={() => onPick(s)}>
            {s}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * Apply for an alias of a work: the platform's rule above the input, checked as the promoter types
 * (the same check the server makes), suggestions to take in one tap, then the result by review mode.
 */
export function AddAliasForm({ work }: { work: WorkDetail }) {
  const platform = useTaskPlatformDetail(work.taskPlatformId);
  const [alias, setAlias] = useState('');
  const [created, setCreated] = useState<WorksAlias | null>(null);
  const { errors, clear, replace, show } = useFieldErrors<'alias'>();
  const create = useCreateAlias();

  if (created) return <AliasCreated alias={created} />;
  const head = <WorkHead title={work.title} cover={work.cover} platform={work.taskPlatformName} />;
  if (platform.isPending)
    return (
      <>
        {head}
        <PromoSkeleton withWork={false} />
      </>
    );
  if (platform.isError) return <ErrorState error={platform.error} onRetry={() => void platform.refetch()} />;
  const rule = platform.data.aliasRule;
  const typed = alias.trim();
  // As-you-type: the rule's verdict once something is typed; the server's word replaces it after a submit.
  const error = errors.alias ?? (typed ? aliasRuleProblem(rule, typed) : null);

  const edit = (value: string) => {
    setAlias(value);
    clear('alias');
    clear('form');
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!replace({ alias: aliasRuleProblem(rule, typed) })) return;
    try {
      setCreated(await create.mutateAsync({ workId: work.id, alias: typed }));
    } catch (err) {
      show(fieldOfError(err, ['alias'] as const, { byCode: { ALIAS_TAKEN: 'alias' } }));
    }
  }

  return (
    <>
      {head}
      <form className="card add-alias-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="add-alias-rule">
          <div className="add-alias-rule-title">关键词规则</div>
          <div>{rule.description}</div>
          <div className="add-alias-rule-mode">
            {rule.reviewMode === 'auto' ? '自动审核：符合规则即刻生效' : '人工审核：审核通过后生效，请留意状态'}
          </div>
        </div>
        <TextField
          label="关键词"
          showLabel
          placeholder="输入你想用的关键词"
          value={alias}
          onChange={edit}
          error={error}
          autoComplete="off"
          maxLength={30}
          right={
            <span className="add-alias-count num" aria-label="已输入字数">
              {aliasLength(typed)}/{rule.maxLength}
            </span>
          }
        />
        <Suggestions workId={work.id} onPick={edit} />
        <FormAlert message={errors.form} />
        <SubmitButton pending={create.isPending} pendingText="提交中" className="add-alias-submit">
          提交申请
        </SubmitButton>
      </form>
    </>
  );
}
