import type { PropertyType } from '../../../../shared/contracts/property.ts';
import { msg } from '../../../../shared/i18n/msg.ts';

/**
 * What each numbered photo of a listing shows. The image generator draws photo n from this
 * list and screens use the same labels for alt text, so a caption never describes a kitchen
 * as a bedroom.
 */

export type PhotoScene = 'exterior' | 'exterior-evening' | 'pool' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'view';

const SEQUENCES: Record<PropertyType, readonly PhotoScene[]> = {
  Villa: ['exterior', 'pool', 'living', 'kitchen', 'bedroom', 'bathroom', 'view', 'exterior-evening', 'bedroom', 'living'],
  Apartment: ['exterior', 'living', 'kitchen', 'bedroom', 'view', 'bathroom', 'bedroom', 'exterior-evening', 'living', 'kitchen'],
  Townhouse: ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', 'view', 'exterior-evening', 'bedroom', 'living', 'kitchen'],
  House: ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', 'exterior-evening', 'view', 'bedroom', 'living', 'kitchen'],
  Cottage: ['exterior', 'living', 'bedroom', 'view', 'kitchen', 'bathroom', 'exterior-evening', 'bedroom', 'living', 'kitchen'],
};

// Messages; this module stays free of the browser's i18n (the photo generator script reads it too).
const LABELS: Record<PhotoScene, string> = {
  exterior: msg('Exterior'),
  'exterior-evening': msg('Exterior at dusk'),
  pool: msg('Pool and deck'),
  living: msg('Living room'),
  kitchen: msg('Kitchen'),
  bedroom: msg('Bedroom'),
  bathroom: msg('Bathroom'),
  view: msg('Balcony and view'),
};

/** The scene of photo `index` (0-based); the sequence repeats for very long galleries. */
export function photoSceneFor(type: string, index: number): PhotoScene {
  // A type the sequences do not know (a sponsor's own listing) is photographed like a house.
  const sequence = SEQUENCES[type as PropertyType] ?? SEQUENCES.House;
  return sequence[index % sequence.length] as PhotoScene;
}

/** Alt text for photo `index` (0-based) of a listing, e.g. "Sea Breeze Villa, kitchen"; screens pass `t` as `translate`. */
export function photoAlt(title: string, type: string, index: number, translate = (id: string) => id): string {
  return `${title}, ${translate(LABELS[photoSceneFor(type, index)]).toLowerCase()}`;
}

export function photoLabel(type: string, index: number): string {
  return LABELS[photoSceneFor(type, index)];
}
