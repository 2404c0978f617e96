/** One thing the verifier checked: whether it holds, about what, in words a person can act on. */
export interface Finding {
  holds: boolean;
  subject: string;
  message: string;
  /** Something the person should know that is neither proof nor a failure. */
  isNote?: boolean;
}

export const holds = (subject: string, message: string): Finding => ({
  holds: true,
  subject,
  message,
});

export const fails = (subject: string, message: string): Finding => ({
  holds: false,
  subject,
  message,
});

export const note = (subject: string, message: string): Finding => ({
  holds: true,
  subject,
  message,
  isNote: true,
});
