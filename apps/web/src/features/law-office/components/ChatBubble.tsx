import { Gavel, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CitationList } from '../../../components/citation-list';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../lib/intl-locale';
import type { LawOfficeMessage } from '../chat-messages';
import { AnswerParts } from './AnswerParts';
import { dateTimeFormat } from '../../../lib/intl-format';

/** One message: the words, when they were said, and for an answer the sources behind it. */
export function ChatBubble({ message }: { message: LawOfficeMessage }) {
  const { t, i18n } = useTranslation();
  const isUser = message.role === 'user';
  const time = dateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(message.timestamp));

  return (
    <li
      className={cn('flex scroll-mt-24 gap-2', isUser && 'justify-end')}
      data-role={message.role}
      data-greeting={message.isGreeting ? true : undefined}
    >
      {!isUser && (
        <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-sky-900 text-sky-200">
          <Gavel className="size-4" aria-hidden />
        </span>
      )}
      <article
        aria-label={isUser ? t('lawOffice.you') : t('lawOffice.attorney')}
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          isUser
            ? 'bg-red-700 text-white'
            : 'border border-neutral-800 bg-neutral-900 text-neutral-100',
        )}
      >
        {message.isOffline && (
          <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-amber-300">
            <WifiOff className="size-3.5" aria-hidden />
            {t('lawOffice.offlineAnswer')}
          </p>
        )}
        {message.parts ? (
          <AnswerParts parts={message.parts} />
        ) : (
          <p className="whitespace-pre-line">{message.content}</p>
        )}
        {!isUser && <CitationList citations={message.citations} />}
        <p
          className={cn(
            // 12 px and AA contrast on the bubble (the timestamp was hard to read).
            'mt-1 text-right text-xs',
            isUser ? 'text-red-50' : 'text-neutral-300',
          )}
        >
          <time dateTime={message.timestamp}>{time}</time>
        </p>
      </article>
    </li>
  );
}
