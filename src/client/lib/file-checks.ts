import { PHOTO_TYPES } from '../../shared/contracts/deal-workflow.ts';
import { currentLocale, msg, t } from './i18n.ts';

/*
 * Files chosen in a file input, checked before they are sent (type, size, room left); the server
 * checks again, by content.
 */

export interface FileRules {
  /** The `accept` of the file input: types and extensions. */
  accept: string;
  types: readonly string[];
  /** Extensions taken when the browser gives no type. */
  extensions: readonly string[];
  maxBytes: number;
  /** The sentence for a file of another type, after its name: a message marked with `msg`, translated here. */
  wrongType: string;
  /** The sentence for a file past the limit, after its name (a deal's photos: at most 20), marked with `msg`. */
  full?: string;
}

/** A JPEG, PNG or WebP up to `maxBytes`: the pictures the server takes (deal photos, avatars). */
export function imageRules(maxBytes: number): FileRules {
  return {
    accept: `${PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.webp`,
    types: PHOTO_TYPES,
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    maxBytes,
    wrongType: msg('is not a JPEG, PNG or WebP image.'),
  };
}

/** 1536 → "1.5 KB", 10485760 → "10 MB": one decimal below 10, none above ("1,5 Ko" in French). */
export function formatFileSize(bytes: number): string {
  // Ungrouped, as the sizes have always been written ("1023 B").
  const number = (value: number) => value.toLocaleString(currentLocale(), { useGrouping: false });
  if (bytes < 1024) return t('{size} B', { size: number(bytes) });
  const kilobytes = bytes < 1024 * 1024;
  const value = kilobytes ? bytes / 1024 : bytes / 1024 / 1024;
  const size = number(value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  return kilobytes ? t('{size} KB', { size }) : t('{size} MB', { size });
}

export interface FileRefusal {
  name: string;
  message: string;
}

/** A refusal's sentence: the file's name, then what is wrong with it (a predicate, so it reads in any of our languages). */
const refusal = (file: File, problem: string): FileRefusal => ({ name: file.name, message: `${file.name} ${t(problem)}` });

/**
 * Splits the chosen files into those to send and those refused, each refusal a sentence naming
 * the file. `room` is how many more may be sent (a deal's photos: 20 less those it has and those
 * waiting); the files past it are refused.
 */
export function checkFiles(files: readonly File[], rules: FileRules, room = Number.POSITIVE_INFINITY): { accepted: File[]; refused: FileRefusal[] } {
  const accepted: File[] = [];
  const refused: FileRefusal[] = [];
  for (const file of files) {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    const typed = file.type === '' ? rules.extensions.includes(extension) : rules.types.includes(file.type);
    if (!typed) refused.push(refusal(file, rules.wrongType));
    else if (file.size > rules.maxBytes) {
      refused.push({ name: file.name, message: t('{name} is larger than the {limit} limit.', { name: file.name, limit: formatFileSize(rules.maxBytes) }) });
    } else if (file.size === 0) refused.push({ name: file.name, message: t('{name} is empty.', { name: file.name }) });
    else if (accepted.length >= room) refused.push(refusal(file, rules.full ?? msg('was not added.')));
    else accepted.push(file);
  }
  return { accepted, refused };
}
