import { SMS_DAILY_BUDGET_DEFAULT } from '@redzone/contract';
import { z } from 'zod';
import { ConfigError, type ConfigVariable } from './variable';

/** Texts: which provider, to which countries, how many a day. */

const SMS_PROVIDERS = ['console', 'twilio'] as const;
const DEFAULT_TWILIO_API_BASE_URL = 'https://api.twilio.com';

export const smsVariables: ConfigVariable[] = [
  {
    name: 'SMS_COUNTRIES',
    default: 'US',
    description:
      'Comma-separated ISO country codes whose numbers are verified and texted; premium-rate, toll-free and shared-cost numbers never are.',
  },
  {
    name: 'SMS_DAILY_BUDGET',
    default: String(SMS_DAILY_BUDGET_DEFAULT),
    description:
      'Texts the whole deployment sends in 24 hours; past it, texts are refused and the log says so.',
  },
  {
    name: 'SMS_PROVIDER',
    default: 'console',
    description:
      'console (messages are logged without number or code and readable at GET /api/dev/sms-outbox outside production) or twilio.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '(unset)',
    description: 'Twilio account SID (AC followed by 32 hex characters); required for twilio.',
  },
  {
    name: 'TWILIO_AUTH_TOKEN',
    default: '(unset)',
    description: 'Twilio auth token; required for twilio.',
    secret: true,
  },
  {
    name: 'TWILIO_FROM_NUMBER',
    default: '(unset)',
    description:
      'Sending number in E.164 (+15551234567); twilio needs it or TWILIO_MESSAGING_SERVICE_SID.',
  },
  {
    name: 'TWILIO_MESSAGING_SERVICE_SID',
    default: '(unset)',
    description: 'Messaging Service SID (MG followed by 32 hex characters); wins over the number.',
  },
  {
    name: 'TWILIO_API_BASE_URL',
    default: DEFAULT_TWILIO_API_BASE_URL,
    description: "Origin of Twilio's REST API; tests point it at a local stand-in.",
  },
];

export const smsEnv = {
  SMS_COUNTRIES: z
    .string()
    .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'must be comma-separated two-letter country codes')
    .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
    .default(['US']),
  SMS_DAILY_BUDGET: z
    .string()
    .regex(/^[1-9]\d{0,7}$/, 'must be a whole number from 1 to 99999999')
    .transform(Number)
    .default(SMS_DAILY_BUDGET_DEFAULT),
  SMS_PROVIDER: z
    .enum(SMS_PROVIDERS, `must be one of ${SMS_PROVIDERS.join(', ')}`)
    .default('console'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex characters')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 form, such as +15551234567')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex characters')
    .optional(),
  TWILIO_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(DEFAULT_TWILIO_API_BASE_URL),
};

type SmsVars = z.infer<z.ZodObject<typeof smsEnv>>;

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Exactly one of the two is set; the Messaging Service wins when both are given. */
  sender: { messagingServiceSid: string } | { fromNumber: string };
  apiBaseUrl: string;
}

export type SmsConfig = { provider: 'console' } | ({ provider: 'twilio' } & TwilioConfig);

/** Choosing twilio without what it needs is a start-up error, not a failure at the first send. */
export function checkSms(vars: SmsVars, context: z.RefinementCtx): void {
  if (vars.SMS_PROVIDER !== 'twilio') return;
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const).filter(
    (name) => vars[name] === undefined,
  );
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: 'is required when SMS_PROVIDER=twilio',
    });
  }
  if (vars.TWILIO_FROM_NUMBER === undefined && vars.TWILIO_MESSAGING_SERVICE_SID === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['TWILIO_FROM_NUMBER'],
      message: 'or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio',
    });
  }
}

function toSmsProvider(vars: SmsVars): SmsConfig {
  if (vars.SMS_PROVIDER === 'console') return { provider: 'console' };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = vars;
  const messagingServiceSid = vars.TWILIO_MESSAGING_SERVICE_SID;
  const fromNumber = vars.TWILIO_FROM_NUMBER;
  const sender =
    messagingServiceSid !== undefined
      ? { messagingServiceSid }
      : fromNumber !== undefined
        ? { fromNumber }
        : null;
  // checkSms has refused these cases already; this narrows the types.
  if (accountSid === undefined || authToken === undefined || sender === null) {
    throw new ConfigError('Invalid configuration: incomplete Twilio settings');
  }
  const apiBaseUrl = vars.TWILIO_API_BASE_URL.replace(/\/+$/, '');
  return { provider: 'twilio', accountSid, authToken, sender, apiBaseUrl };
}

export function smsConfig(vars: SmsVars): {
  sms: SmsConfig;
  /** Countries whose numbers are texted, and texts per 24 hours in all. */
  smsPolicy: { countries: string[]; dailyBudget: number };
} {
  return {
    sms: toSmsProvider(vars),
    smsPolicy: { countries: vars.SMS_COUNTRIES, dailyBudget: vars.SMS_DAILY_BUDGET },
  };
}
