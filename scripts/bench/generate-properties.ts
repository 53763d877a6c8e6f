import { createRandom } from '../assets/lib/random.ts';
import type { Db } from '../../src/server/db/client.ts';
import { properties, type NewPropertyRow } from '../../src/server/db/schema/index.ts';
import { SAMPLE_AGENTS, SAMPLE_PROPERTIES } from '../../src/server/db/seed/properties.ts';

/*
 * Plausible listings in bulk for the listing bench: Indian localities, the five types, prices from
 * 20 lakh to 25 crore (log-uniform), 1-6 bedrooms, about 3% featured, listed over three years.
 * Deterministic for a seed, so every run measures the same table. Photos reuse the sample
 * listings' folders of the same type.
 */

const PLACES = [
  'Bandra West, Mumbai',
  'Powai, Mumbai',
  'Andheri East, Mumbai',
  'Worli, Mumbai',
  'Thane West, Thane',
  'Whitefield, Bengaluru',
  'Indiranagar, Bengaluru',
  'Koramangala, Bengaluru',
  'HSR Layout, Bengaluru',
  'Hebbal, Bengaluru',
  'Jubilee Hills, Hyderabad',
  'Gachibowli, Hyderabad',
  'Kondapur, Hyderabad',
  'Banjara Hills, Hyderabad',
  'Anna Nagar, Chennai',
  'Besant Nagar, Chennai',
  'OMR, Chennai',
  'Adyar, Chennai',
  'Golf Course Road, Gurugram',
  'Sector 150, Noida',
  'Vasant Vihar, New Delhi',
  'Malviya Nagar, New Delhi',
  'Koregaon Park, Pune',
  'Baner, Pune',
  'Hinjewadi, Pune',
  'Kharadi, Pune',
  'Anjuna, North Goa',
  'Assagao, North Goa',
  'Candolim, North Goa',
  'Benaulim, South Goa',
  'C-Scheme, Jaipur',
  'Vaishali Nagar, Jaipur',
  'Salt Lake, Kolkata',
  'New Town, Kolkata',
  'Kakkanad, Kochi',
  'Panampilly Nagar, Kochi',
  'Lonavala, Pune District',
  'Coonoor, Nilgiris',
  'Satellite, Ahmedabad',
  'Bodakdev, Ahmedabad',
  'Civil Lines, Nagpur',
  'Alkapuri, Vadodara',
];
const TYPES = ['Villa', 'Apartment', 'Townhouse', 'House', 'Cottage'] as const;
const WORDS = [
  'Palm',
  'Lotus',
  'Skyline',
  'Harbour',
  'Garden',
  'Sunrise',
  'Banyan',
  'Emerald',
  'Heritage',
  'Lakeview',
  'Orchid',
  'Monsoon',
  'Coral',
  'Cedar',
  'Riverside',
  'Hilltop',
];
const KINDS: Record<(typeof TYPES)[number], readonly string[]> = {
  Villa: ['Villa', 'Pool Villa', 'Courtyard Villa'],
  Apartment: ['Residences', '2 BHK', '3 BHK', 'Studio', 'Heights'],
  Townhouse: ['Townhouse', 'Row House'],
  House: ['House', 'Bungalow', 'Family Home'],
  Cottage: ['Cottage', 'Retreat'],
};
const photosByType = new Map(TYPES.map((type) => [type, SAMPLE_PROPERTIES.filter((sample) => sample.type === type).map((sample) => sample.images)]));
const agents = Object.values(SAMPLE_AGENTS);
const DAY_MS = 86_400_000;
const LISTED_FROM = Date.parse('2023-06-01T04:30:00Z');

export function generateProperty(index: number, seed: string): NewPropertyRow {
  const random = createRandom(`${seed}/${index}`);
  const type = random.pick(TYPES);
  const location = random.pick(PLACES);
  const bedrooms = type === 'Apartment' ? random.int(1, 4) : random.int(2, 6);
  // Log-uniform from 20 lakh to 25 crore, in whole thousands of rupees.
  const rupees = Math.round(Math.exp(Math.log(2_000_000) + random.next() * Math.log(125)) / 1000) * 1000;
  const area = Math.round((bedrooms * 450 + random.int(0, 900)) / 10) * 10;
  return {
    id: `gen-${seed}-${index}`,
    title: `${random.pick(WORDS)} ${random.pick(KINDS[type])}`,
    description: `A ${bedrooms}-bedroom ${type.toLowerCase()} in ${location}.`,
    type,
    location,
    price: BigInt(rupees) * 100n,
    currency: 'INR',
    areaSqft: area,
    bedrooms,
    bathrooms: Math.max(1, bedrooms - random.int(0, 1)),
    yearBuilt: random.int(1995, 2025),
    features: ['Covered parking', 'Power back-up', '24-hour security'],
    images: random.pick(photosByType.get(type) ?? [[]]),
    isNew: random.next() < 0.1,
    featured: random.next() < 0.03,
    locationDescription: `${location.split(',')[0]} is a well-connected neighbourhood.`,
    agent: random.pick(agents),
    listedAt: new Date(LISTED_FROM + random.int(0, 3 * 365) * DAY_MS),
  };
}

/** Inserts `count` generated listings in batches of 1,000. */
export async function insertGeneratedProperties(db: Db, count: number, seed = 'bench'): Promise<void> {
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => generateProperty(start + offset, seed));
    await db.insert(properties).values(rows);
  }
}
