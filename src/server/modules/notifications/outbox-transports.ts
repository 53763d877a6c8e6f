import nodemailer from 'nodemailer';
import type { DeliveryConfig } from '../../config/env.ts';
import type { OutboxChannel } from './outbox.repository.ts';

export interface OutgoingMessage {
  recipient: string;
  subject: string;
  body: string;
}

/** Sends one message or throws; a channel left out keeps its messages pending. */
export type OutboxTransports = Partial<Record<OutboxChannel, (message: OutgoingMessage) => Promise<void>>>;

const SMS_TIMEOUT_MS = 10_000;
const SMTP_TIMEOUT_MS = 30_000;

/** E-mail through SMTP_URL (nodemailer), SMS as a JSON POST to SMS_WEBHOOK_URL; each only when configured. */
export function deliveryTransports(config: DeliveryConfig): OutboxTransports {
  const transports: OutboxTransports = {};
  if (config.smtpUrl) {
    const mailer = nodemailer.createTransport(
      { url: config.smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS },
      { from: config.smtpFrom },
    );
    transports.email = async (message) => {
      await mailer.sendMail({ to: message.recipient, subject: message.subject, text: message.body });
    };
  }
  const smsUrl = config.smsWebhookUrl;
  if (smsUrl) {
    transports.sms = async (message) => {
      const response = await fetch(smsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.recipient, message: message.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // The answer's body is the provider's: it may repeat the number, so only its status is kept.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The SMS provider answered ${response.status}.`);
    };
  }
  return transports;
}

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;
const PHONE_NUMBER = /\+?\d[\d ().-]{6,}\d/g;

/**
 * Why a send failed, as the outbox keeps and shows it: the SMTP code when there is one, and the
 * message without addresses or phone numbers (a refusal often quotes the recipient).
 */
export function failureReason(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown; name?: unknown; message?: unknown };
  const parts = [
    typeof details.code === 'string' ? details.code : undefined,
    typeof details.responseCode === 'number' ? String(details.responseCode) : undefined,
    typeof details.message === 'string' ? details.message.replace(EMAIL_ADDRESS, '[address]').replace(PHONE_NUMBER, '[number]') : String(error),
  ].filter((part): part is string => part !== undefined && part !== '');
  return parts.join(' ').slice(0, 300);
}
