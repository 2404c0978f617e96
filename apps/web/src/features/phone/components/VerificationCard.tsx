import {
  canSendPhone,
  sanitizeVerificationCode,
  STORAGE_KEYS,
  type TakenBack,
  VERIFICATION_CODE_LENGTH,
  VERIFY_PREPARING_DELAY_MS,
  VerifiedPhoneRecordSchema,
} from '@redzone/contract';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { readStored } from '../../../lib/storage';
import { useVerificationStatus } from '../api/get-verification-status';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { sendFailureText, verifyFailureText } from '../verification-messages';
import { TakenBackNote } from './TakenBackNote';
import { phoneForDisplay } from '../../../lib/phone-display';

type Step = 'phone' | 'preparing' | 'code';
type Notice = { kind: 'error' | 'success'; text: string } | null;

/** P2 §2/§4/§5: the two-step verification card (phone, then code), or the verified card. */
export function VerificationCard({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const status = useVerificationStatus();
  const send = useSendCode();
  const verify = useVerifyCode();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [lostPhone, setLostPhone] = useState(false);
  const [oldPin, setOldPin] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [takenBack, setTakenBack] = useState<TakenBack | null>(null);
  const [startedNewAccount, setStartedNewAccount] = useState(false);
  const phoneId = useId();
  const codeId = useId();
  const lostId = useId();
  const oldPinId = useId();
  const storedRecord = readStored(STORAGE_KEYS.verifiedPhone, VerifiedPhoneRecordSchema);
  const isVerified = status.data?.isPhoneVerified === true;
  const firedRef = useRef(false);

  // P2 §4: once verified (by the server's status), the completion callback fires once.
  useEffect(() => {
    if (isVerified && !firedRef.current) {
      firedRef.current = true;
      onVerified();
    }
  }, [isVerified, onVerified]);

  if (isVerified) {
    return (
      <Card className="border-green-600/50 bg-green-950/40" aria-live="polite">
        <div className="flex items-center gap-3">
          <CheckCircle2 className="size-8 text-green-400" aria-hidden />
          <div>
            <CardTitle>{t('verify.verifiedTitle')}</CardTitle>
            <CardDescription className="text-green-200/80">
              {t('verify.tier', {
                tier: t(`verify.tierNames.${status.data?.verificationTier ?? 'phone'}`, {
                  defaultValue: status.data?.verificationTier ?? 'phone',
                }),
              })}
            </CardDescription>
            <p className="mt-1 font-mono text-sm text-green-100">
              {status.data?.phoneNumber ?? storedRecord?.phoneNumber}
            </p>
          </div>
        </div>
        {takenBack === null ? null : <TakenBackNote takenBack={takenBack} />}
        {startedNewAccount ? (
          <p role="status" className="mt-3 rounded-lg border border-green-700 p-3 text-sm">
            {t('verify.startedNewAccount')}
          </p>
        ) : null}
      </Card>
    );
  }

  async function onSend() {
    setNotice(null);
    try {
      const result = await send.mutateAsync(phone);
      if (!result.success) {
        setNotice({
          kind: 'error',
          text: sendFailureText({ result }, t('verify.sendFailedDefault')),
        });
        return;
      }
      setNotice({ kind: 'success', text: t('verify.sendSuccess') });
      setStep('preparing');
      setTimeout(() => setStep('code'), VERIFY_PREPARING_DELAY_MS);
    } catch (error) {
      setNotice({ kind: 'error', text: sendFailureText({ error }, t('verify.sendFailedDefault')) });
    }
  }

  async function onVerify() {
    setNotice(null);
    try {
      const result = await verify.mutateAsync({
        phoneNumber: phone,
        verificationCode: code,
        ...(lostPhone ? { signOutOtherDevices: true } : {}),
        ...(lostPhone && oldPin !== '' ? { stopPin: oldPin } : {}),
      });
      if (!result.success) {
        setNotice({ kind: 'error', text: verifyFailureText({ result }, t('verify.invalidCode')) });
        return;
      }
      setNotice({ kind: 'success', text: result.message ?? t('verify.verifiedTitle') });
      if (result.takenBack !== undefined) setTakenBack(result.takenBack);
      setStartedNewAccount(result.startedNewAccount === true);
    } catch (error) {
      setNotice({ kind: 'error', text: verifyFailureText({ error }, t('verify.invalidCode')) });
    }
  }

  return (
    <Card>
      <CardTitle>{t('verify.cardTitle')}</CardTitle>
      <CardDescription>
        {step === 'code'
          ? t('verify.codeStepHint', { phone: phoneForDisplay(phone) })
          : t('verify.phoneStepHint')}
      </CardDescription>

      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={
            notice.kind === 'error'
              ? 'mt-3 rounded-lg border border-red-500 bg-red-950 p-3 text-sm text-red-100'
              : 'mt-3 rounded-lg border border-green-600 bg-green-950 p-3 text-sm text-green-100'
          }
        >
          {notice.text}
        </p>
      ) : null}

      {step === 'code' ? (
        <div className="mt-4 space-y-3">
          <label htmlFor={codeId} className="block text-sm font-semibold">
            {t('verify.codeLabel')}
          </label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(sanitizeVerificationCode(e.target.value))}
            placeholder="123456"
            className="w-full rounded-lg border border-neutral-700 bg-neutral-950 px-3 py-3 text-center font-mono text-2xl tracking-[0.4em] text-white"
          />
          <label htmlFor={lostId} className="flex items-start gap-2 text-sm text-neutral-300">
            <input
              id={lostId}
              type="checkbox"
              className="mt-1"
              checked={lostPhone}
              onChange={(e) => setLostPhone(e.target.checked)}
            />
            {t('verify.lostPhone')}
          </label>
          {lostPhone ? (
            <div className="space-y-1 pl-6">
              <label htmlFor={oldPinId} className="block text-sm font-semibold">
                {t('verify.oldPhonePin')}
              </label>
              <input
                id={oldPinId}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                value={oldPin}
                onChange={(e) => setOldPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
                aria-describedby={`${oldPinId}-hint`}
                className="w-40 rounded-lg border border-neutral-700 bg-neutral-950 px-3 py-2 text-center font-mono text-lg tracking-[0.3em] text-white"
              />
              <p id={`${oldPinId}-hint`} className="text-xs text-neutral-400">
                {t('verify.oldPhonePinHint')}
              </p>
            </div>
          ) : null}
          <Button
            className="w-full"
            size="lg"
            disabled={code.length !== VERIFICATION_CODE_LENGTH || verify.isPending}
            onClick={() => void onVerify()}
          >
            {verify.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {verify.isPending ? t('verify.verifying') : t('verify.verifyCode')}
          </Button>
          <Button
            variant="link"
            className="w-full"
            onClick={() => {
              setStep('phone');
              setCode('');
              setNotice(null);
            }}
          >
            {t('verify.changePhone')}
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <label htmlFor={phoneId} className="block text-sm font-semibold">
            {t('verify.phoneLabel')}
          </label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            placeholder={t('verify.phonePlaceholder')}
            className="w-full rounded-lg border border-neutral-700 bg-neutral-950 px-3 py-3 text-lg text-white"
          />
          <Button
            className="w-full"
            size="lg"
            disabled={!canSendPhone(phone) || send.isPending || step === 'preparing'}
            onClick={() => void onSend()}
          >
            {send.isPending || step === 'preparing' ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : null}
            {step === 'preparing'
              ? t('verify.preparing')
              : send.isPending
                ? t('verify.sending')
                : t('verify.sendCode')}
          </Button>
        </div>
      )}
    </Card>
  );
}
