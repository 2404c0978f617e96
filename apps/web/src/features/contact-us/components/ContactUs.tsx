import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClassName, TextField } from '../../../components/ui/text-field';
import { env } from '../../../config/env';
import { serverErrorText } from '../../../lib/server-error-text';
import { useSendContactMessage } from '../api/send-contact-message';

/**
 * How to reach the people who run this installation: their address when one is configured
 * (VITE_CONTACT_EMAIL), otherwise a message kept for them on the server. Never a loop of pages
 * pointing at each other, and no setting's name shown to the public.
 */
export function ContactUs() {
  const { t } = useTranslation();
  const { email } = env.companyContacts;
  if (email !== null) {
    return (
      <p className="text-neutral-300">
        {t('site.company.writeTo')}{' '}
        <a className="font-semibold text-red-300 underline" href={`mailto:${email}`}>
          {email}
        </a>
      </p>
    );
  }
  return <ContactForm />;
}

function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [message, setMessage] = useState('');
  const [replyTo, setReplyTo] = useState('');
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') return;
    send.mutate({ message, ...(replyTo.trim() ? { replyTo } : {}) });
  };
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-green-900/60 p-3 text-sm text-green-50">
        {t('site.contactUs.sent')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('site.contactUs.title')}>
      <h2 className="text-lg font-bold">{t('site.contactUs.title')}</h2>
      <div>
        <label htmlFor={messageId} className="mb-1 block text-sm font-semibold">
          {t('site.contactUs.message')}
        </label>
        <textarea
          id={messageId}
          className={`${inputClassName} min-h-28`}
          value={message}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <TextField
        label={t('site.contactUs.replyTo')}
        value={replyTo}
        maxLength={200}
        autoComplete="email"
        onChange={(event) => setReplyTo(event.target.value)}
      />
      <p className="text-xs text-neutral-400">{t('site.contactUs.privacy')}</p>
      {send.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {serverErrorText(send.error, t('site.contactUs.failed'))}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending || message.trim() === ''}>
        {t('site.contactUs.send')}
      </Button>
    </form>
  );
}
