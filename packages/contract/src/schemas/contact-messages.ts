import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/** POST /api/contact-messages: a message to the people who run this installation. */
export const ContactMessageBodySchema = z.object({
  message: z.string().trim().min(1).max(2000),
  /** How to write back, if the person wants an answer: an email or a phone number. */
  replyTo: z.string().trim().max(200).optional(),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

export const ContactMessageReceivedSchema = z.object({ received: z.literal(true) });

/** GET /api/admin/contact-messages, for the operator. */
export const ContactMessageListSchema = z.array(
  z.object({
    id: z.string(),
    createdAt: IsoDateTimeSchema,
    message: z.string(),
    replyTo: z.string().nullable(),
  }),
);
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;
