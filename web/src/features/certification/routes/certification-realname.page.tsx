/**
 * /certification/realname: real name, resident ID number and the agreement. Everything is checked
 * here first with the shared rules (GB 11643 check character, birth date): a number that fails is
 * explained beside the field and nothing is sent. Server refusals land beside the field they are
 * about, or above the button; what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ID_NUMBER_MESSAGES, REAL_NAME_MESSAGES, type Certification } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAtom } from '../../../lib/state.ts';
import { notify } from '../../../lib/toast.ts';
import { useSubmitCertification } from '../api.ts';
import { StatusGate } from '../components/StatusGate.tsx';
import { CERTIFICATION_STATES } from '../components/states.ts';
import { EMPTY_DRAFT, realnameDraftAtom } from '../state.ts';
import { realnameSchema, toSubmission, type RealnameChecked, type RealnameDraft } from '../validation.ts';
import '../certification.css';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

const ID_MESSAGES = new Set<string>(Object.values(ID_NUMBER_MESSAGES));
const NAME_MESSAGES = new Set<string>(Object.values(REAL_NAME_MESSAGES));

/** The field a server refusal is about (same wording as the shared rules); null for the form. */
function fieldOf(message: string): 'realName' | 'idNumber' | null {
  if (ID_MESSAGES.has(message)) return 'idNumber';
  if (NAME_MESSAGES.has(message)) return 'realName';
  return null;
}

function RealnameForm({ current }: { current: Certification }) {
  const [draft, setDraft] = useAtom(realnameDraftAtom);
  const submit = useSubmitCertification();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    subscribe,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RealnameDraft, unknown, RealnameChecked>({
    resolver: zodResolver(realnameSchema),
    defaultValues: draft,
  });

  // The draft outlives the page (a visit to the agreement and back keeps what was typed). A copy: the
  // form may hand over its own object, which it goes on changing.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => setDraft({ ...values }) }),
    [subscribe, setDraft],
  );

  const send = handleSubmit(async (v) => {
    try {
      await submit.mutateAsync(toSubmission(v));
      setDraft(EMPTY_DRAFT);
      notify.success('认证资料已提交，请等待审核');
      void navigate('/certification');
    } catch (err) {
      if (isSessionGone(err)) return;
      const msg = userMessage(err, '提交失败，请检查网络后重试。你填写的内容已保留。');
      const field = fieldOf(msg);
      if (field) setError(field, { message: msg }, { shouldFocus: true });
      else setError('root', { message: msg });
    }
  });

  return (
    <form
      className="cert-form"
      onSubmit={(e) => {
        if (isSubmitting) e.preventDefault();
        else void send(e);
      }}
      noValidate
      aria-labelledby="cert-form-title"
    >
      <h2 id="cert-form-title" className="visually-hidden">
        填写认证信息
      </h2>
      {current.status === 'rejected' && (
        <p className="cert-card__reason" role="note">
          <b>上次认证未通过：</b>
          {current.reason ?? '请核对信息后重新提交。'}
        </p>
      )}
      <Input
        label="真实姓名"
        autoComplete="name"
        maxLength={40}
        placeholder="与身份证上的姓名一致"
        error={errors.realName?.message}
        hint="2–30 个汉字；少数民族姓名中的“·”请照实填写"
        {...register('realName')}
      />
      <Input
        label="身份证号"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={22}
        placeholder="18 位居民身份证号码"
        error={errors.idNumber?.message}
        hint="18 位，最后一位可能是 X"
        {...register('idNumber')}
      />
      <Controller
        control={control}
        name="agreed"
        render={({ field }) => (
          // The checkbox is a button of its own component: focus goes to it when it is the first problem.
          <div ref={(el) => field.ref(el && { focus: () => el.querySelector('button')?.focus() })}>
            <Checkbox
              label={
                <>
                  我已阅读并同意<Link to="/identity_agreement">《实名认证服务协议》</Link>
                </>
              }
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              required
              error={errors.agreed?.message}
            />
          </div>
        )}
      />
      <FormError className="cert-form__error" icon message={errors.root?.message} />
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        提交认证
      </Button>
      <p className="cert-form__privacy">
        <Icon name="info" size={16} />
        身份信息加密传输，只用于核验你的身份，不会向其他用户展示。
      </p>
    </form>
  );
}

/** Nothing to fill in while a submission is being reviewed or once certified. */
function NoForm({ c }: { c: Certification }) {
  const state = CERTIFICATION_STATES[c.status];
  return (
    <Empty
      icon={c.status === 'verified' ? 'check' : 'info'}
      title={state.title}
      description={state.next}
      action={
        <Button asChild variant="primary">
          <Link to="/certification">查看认证状态</Link>
        </Button>
      }
    />
  );
}

export function Component() {
  usePageTitle('实名认证', '填写真实姓名和身份证号，完成实名认证。');
  return (
    <section className="cert-page" aria-labelledby="page-title">
      <Link to="/certification" className="cert-page__back">
        <Icon name="chevron-left" size={18} />
        认证中心
      </Link>
      <h1 id="page-title" className="cert-page__title">
        实名认证
      </h1>
      <p className="cert-page__lead">请填写与身份证一致的信息。提交后通常 1 个工作日内完成审核。</p>
      <StatusGate>
        {(c) =>
          c.status === 'none' || c.status === 'rejected' ? <RealnameForm current={c} /> : <NoForm c={c} />
        }
      </StatusGate>
    </section>
  );
}
