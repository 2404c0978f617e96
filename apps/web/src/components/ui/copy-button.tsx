import { Check, Copy, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button';

const FEEDBACK_MS = 2_000;

/** Copies `text` to the clipboard and says whether it worked, for a moment. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
}: {
  text: string;
  /** Names what is copied ("Copy chain hash"). */
  label: string;
  copiedLabel: string;
  /** No clipboard (an insecure page, a refused permission): the text stays on screen to select. */
  failedLabel: string;
}) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (result === 'idle') return;
    const timer = setTimeout(() => setResult('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  const Icon = result === 'copied' ? Check : result === 'failed' ? X : Copy;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-8 px-2"
        aria-label={label}
        onClick={() => void copy()}
      >
        <Icon aria-hidden />
      </Button>
      <span role="status" className="sr-only">
        {result === 'copied' ? copiedLabel : result === 'failed' ? failedLabel : ''}
      </span>
    </>
  );
}
