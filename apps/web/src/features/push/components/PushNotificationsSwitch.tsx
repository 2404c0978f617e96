import { Loader2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { serverErrorText } from '../../../lib/server-error-text';
import { hasPushSubscription, subscribeToPush, unsubscribeFromPush } from '../api/subscribe-push';
import { currentPushEnvironment, pushSupport } from '../push-support';

type Problem = 'needs_install' | 'unsupported' | 'no_service_worker' | 'denied' | null;

/**
 * P2 §2's Push Notifications switch, made real: on subscribes this browser with the
 * server, off ends it, and it shows whether a subscription really exists. Where pushes cannot
 * work it says why, and what to do when something would help (an iPhone: add to Home Screen).
 */
export function PushNotificationsSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const [isOn, setIsOn] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(() => {
    const support = pushSupport(currentPushEnvironment());
    return support === 'supported' ? null : support;
  });

  useEffect(() => {
    let live = true;
    void hasPushSubscription()
      .catch(() => false)
      .then((on) => {
        if (live) setIsOn(on);
      });
    return () => {
      live = false;
    };
  }, []);

  async function change(on: boolean) {
    setIsBusy(true);
    try {
      if (!on) {
        await unsubscribeFromPush();
        setIsOn(false);
        toast({ title: t('push.off') });
        return;
      }
      const result = await subscribeToPush();
      if (result.kind === 'subscribed') {
        setProblem(null);
        setIsOn(true);
        toast({ title: t('push.on'), variant: 'success' });
      } else {
        setProblem(result.kind);
      }
    } catch (error) {
      toast({
        title: t('push.failed'),
        description: serverErrorText(error, t('push.failedDetail')),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  const cannot = problem === 'needs_install' || problem === 'unsupported';
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-semibold text-white">
            {t('profile.pushNotifications')}
          </label>
          <p className="text-sm text-neutral-400">{t('profile.pushNotificationsHint')}</p>
        </div>
        {isBusy || isOn === null ? (
          <Loader2 className="size-6 shrink-0 animate-spin text-neutral-400" aria-hidden />
        ) : null}
        <Switch.Root
          id={id}
          checked={isOn === true}
          disabled={cannot || isBusy || isOn === null}
          onCheckedChange={(checked) => void change(checked)}
          className="relative h-7 w-12 shrink-0 rounded-full bg-neutral-700 transition-colors disabled:opacity-50 data-[state=checked]:bg-red-600"
        >
          <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      {problem !== null ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-950 p-2 text-sm text-amber-100">
          {t(`push.problem.${problem}`)}
        </p>
      ) : null}
    </li>
  );
}
