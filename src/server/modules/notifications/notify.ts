import type { Db } from '../../db/client.ts';
import type { NewOutboxRow } from '../../db/schema/index.ts';
import { LANGUAGES, type Language } from '../../../shared/contracts/settings.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { translateMessage, type MessageValues } from '../../lib/localized.ts';
import type { StepSubscriber } from '../../steps/run-step.ts';
import { settingsOf } from '../me/index.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { outboxRepository, type OutboxRecipient } from './outbox.repository.ts';

/**
 * A notification as its English messages (ICU, in the catalogues) and what they fill in: it is
 * written in the recipient's language, read with their settings, when it is written.
 */
export interface NotificationInput {
  title: string;
  message: string;
  values?: MessageValues;
  /** When the event happened: the caller's Clock. The database's own time when left out. */
  createdAt?: Date;
  /**
   * An alert the recipient chose in settings (platform.md §4): written only when that setting of
   * the recipient's role is on (a role without the setting gets none).
   */
  onlyIf?: 'deal_alerts' | 'investment_alerts';
}

/** A notification for one user: what a step's `notices.due` event lists. */
export type NotificationEntry = NotificationInput & { userId: string };
type Entry = NotificationEntry;

const EMAIL_FOOTER = msg('Sharestead. You receive this e-mail because e-mail notifications are on in your settings.');
const SMS_TEXT = msg('{title}: {message}');

/** A notification as its recipient reads it. */
interface Written {
  userId: string;
  title: string;
  message: string;
  language: Language;
  createdAt?: Date;
}

/**
 * The e-mail and SMS copies of notifications, for recipients whose settings ask for them, to
 * verified destinations only: an address or number its owner has not proved is theirs gets
 * nothing but its verification message (the notification is still in the app). An SMS needs the
 * phone number of the profile: a recipient without one gets none (there is nowhere to send it).
 */
function outboxMessages(entries: Written[], recipients: Map<string, Recipient>): NewOutboxRow[] {
  return entries.flatMap((entry) => {
    const to = recipients.get(entry.userId);
    const at = entry.createdAt ? { createdAt: entry.createdAt, nextAttemptAt: entry.createdAt } : {};
    const rows: NewOutboxRow[] = [];
    if (to?.email) {
      const body = `${entry.message}\n\n--\n${translateMessage(entry.language, EMAIL_FOOTER)}`;
      rows.push({ userId: entry.userId, channel: 'email', recipient: to.email, subject: entry.title, body, ...at });
    }
    if (to?.sms) {
      const body = translateMessage(entry.language, SMS_TEXT, { title: entry.title, message: entry.message });
      rows.push({ userId: entry.userId, channel: 'sms', recipient: to.sms, subject: entry.title, body, ...at });
    }
    return rows;
  });
}

interface Recipient {
  email: string | null;
  sms: string | null;
  alerts: Set<NonNullable<NotificationInput['onlyIf']>>;
  /** Their settings' language; English when they chose none. */
  language: Language;
}

function languageOf(settings: Record<string, unknown>): Language {
  return LANGUAGES.find((language) => language === settings.language) ?? 'en';
}

/** Where each recipient wants notifications copied, and which alerts they chose. */
async function readRecipients(db: Db, entries: Entry[]): Promise<Map<string, Recipient>> {
  const rows = await outboxRepository.recipients(db, [...new Set(entries.map((entry) => entry.userId))]);
  return new Map(
    rows.map((row: OutboxRecipient) => {
      const settings: Record<string, unknown> = settingsOf(row);
      const alerts = new Set((['deal_alerts', 'investment_alerts'] as const).filter((key) => settings[key] === true));
      const email = settings.email_notifications === true && row.emailVerifiedAt ? row.email : null;
      const sms = settings.sms_notifications === true && row.phoneVerifiedAt ? row.phoneNumber : null;
      return [row.id, { email, sms, alerts, language: languageOf(settings) }];
    }),
  );
}

/**
 * The notifications' part of a step: the notices it lists (`notices.due`) are written in its
 * transaction, where it emits them, so a notification and its messages exist exactly when the
 * event that caused them does; e-mails and SMS wake the outbox job once the step commits.
 */
export function notificationsSubscriber(): StepSubscriber {
  return {
    async on(event, step) {
      if (event.type === 'notices.due' && (await notifyAll(step.tx, event.notices))) step.wakeAfterCommit('outbox');
    },
  };
}

/**
 * Many notifications in at most three statements, whatever their number (one for each commitment
 * of a batch): the recipients' settings, the notifications, their e-mails and SMS. True when it
 * wrote e-mails or SMS.
 */
async function notifyAll(db: Db, entries: Entry[]): Promise<boolean> {
  if (entries.length === 0) return false;
  const recipients = await readRecipients(db, entries);
  const wanted = entries
    .filter((entry) => !entry.onlyIf || recipients.get(entry.userId)?.alerts.has(entry.onlyIf))
    .map((entry): Written => {
      const language = recipients.get(entry.userId)?.language ?? 'en';
      return {
        userId: entry.userId,
        title: translateMessage(language, entry.title, entry.values),
        message: translateMessage(language, entry.message, entry.values),
        language,
        ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
      };
    });
  if (wanted.length === 0) return false;
  await notificationsRepository.insertMany(
    db,
    wanted.map((entry) => ({ userId: entry.userId, title: entry.title, message: entry.message, ...(entry.createdAt ? { createdAt: entry.createdAt } : {}) })),
  );
  const rows = outboxMessages(wanted, recipients);
  if (rows.length === 0) return false;
  await outboxRepository.insertMany(db, rows);
  return true;
}
