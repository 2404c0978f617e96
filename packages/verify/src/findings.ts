import { english, type MessageCode, type MessageParams, type Reason } from './messages';

/** One thing the verifier checked: whether it holds, about what, in words a person can act on. */
export interface Finding {
  holds: boolean;
  subject: string;
  /** Stable: what a page translates (messages.ts); `message` is its English. */
  code: MessageCode;
  params: MessageParams;
  /** Why a signature did not hold, when that is a finding of its own. */
  reason?: Reason;
  /** In English, as the command prints it. */
  message: string;
  /** Something the person should know that is neither proof nor a failure. */
  isNote?: boolean;
}

function finding(
  isHolding: boolean,
  subject: string,
  code: MessageCode,
  params: MessageParams = {},
  why?: Reason,
): Finding {
  const message = english(code, params);
  return {
    holds: isHolding,
    subject,
    code,
    params,
    ...(why === undefined
      ? { message }
      : { reason: why, message: `${message}: ${english(why.code, why.params)}` }),
  };
}

export const holds = (subject: string, code: MessageCode, params?: MessageParams): Finding =>
  finding(true, subject, code, params);

export const fails = (
  subject: string,
  code: MessageCode,
  params?: MessageParams,
  why?: Reason,
): Finding => finding(false, subject, code, params, why);

export const note = (subject: string, code: MessageCode, params?: MessageParams): Finding => ({
  ...finding(true, subject, code, params),
  isNote: true,
});
