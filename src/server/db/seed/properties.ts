import type { Db } from '../client.ts';
import type { PropertyType } from '../../../shared/contracts/property.ts';
import { properties, type AgentCard, type NewPropertyRow } from '../schema/index.ts';

/**
 * The sample listings every fresh embedded database starts with (and the test snapshot holds).
 * Their photos are made by `scripts/assets/build-property-photos.ts`, which reads this file for
 * each property's id, type and image count.
 */

const agent = (name: string, company: string, phone: string): AgentCard & { photo: string } => {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  return {
    name,
    email: `${slug.replace('-', '.')}@sharestead.in`,
    phone,
    company,
    photo: `/images/agents/${slug}.webp`,
  };
};

export const SAMPLE_AGENTS = {
  priya: agent('Priya Menon', 'Sharestead Realty, West Coast Desk', '+91 22 6180 4412'),
  arjun: agent('Arjun Rao', 'Deccan Crest Realty', '+91 80 4719 2630'),
  kavya: agent('Kavya Iyer', 'Coromandel Homes & Advisory', '+91 44 4860 1175'),
  rohan: agent('Rohan Malhotra', 'Capital Region Estates', '+91 124 471 3308'),
  sneha: agent('Sneha Kulkarni', 'Sahyadri Property Advisors', '+91 20 6742 9051'),
} as const satisfies Record<string, AgentCard>;

const images = (id: string, count: number): string[] => Array.from({ length: count }, (_, index) => `/images/properties/${id}/${index + 1}.webp`);

/** Prices in whole crore or lakh rupees, stored in paise. */
const crore = (amount: number): bigint => BigInt(Math.round(amount * 10_000_000)) * 100n;
const lakh = (amount: number): bigint => BigInt(Math.round(amount * 100_000)) * 100n;
/** A listing goes live at 10:00 in India (04:30 UTC) on its day. */
const listed = (day: string): Date => new Date(`${day}T04:30:00Z`);

/** A sample listing: a row with every column the photos and tests rely on filled in. */
export type SampleProperty = NewPropertyRow &
  Required<Pick<NewPropertyRow, 'id' | 'images' | 'features' | 'featured' | 'isNew'>> & { type: PropertyType; agent: { photo: string } };

export const SAMPLE_PROPERTIES: readonly SampleProperty[] = [
  {
    id: 'sea-breeze-villa-anjuna',
    title: 'Sea Breeze Villa',
    description:
      'A four-bedroom contemporary villa a short walk from Anjuna beach, built around a 12-metre infinity pool and a shaded courtyard. It is already let as a premium holiday home through the October–May season, and the sponsor plans a light refresh of the upper-floor suites before the next season opens.',
    price: crore(4.5),
    currency: 'INR',
    location: 'Anjuna, North Goa',
    type: 'Villa',
    areaSqft: 4200,
    images: images('sea-breeze-villa-anjuna', 10),
    features: [
      '12 m infinity pool with deck',
      'Four en-suite bedrooms',
      'Open-plan living and dining opening onto the courtyard',
      'Solar water heating and 8 kW rooftop solar',
      'Staff quarters and covered parking for three cars',
      'Holiday-let licence in place',
      'Landscaped garden with mature coconut palms',
    ],
    yearBuilt: 2019,
    isNew: false,
    featured: true,
    locationDescription:
      'Anjuna sits on the North Goa coast between Vagator and Baga, ten minutes from the Wednesday flea market and the cafés of Assagao. Mopa airport is about 40 minutes away by the new expressway, which has lifted year-round demand for short stays.',
    agent: SAMPLE_AGENTS.priya,
    bedrooms: 4,
    bathrooms: 5,
    listedAt: listed('2025-01-18'),
  },
  {
    id: 'skyline-residences-bandra',
    title: 'Skyline Residences, Sea-View 3 BHK',
    description:
      'A high-floor three-bedroom apartment in a newly completed tower off Carter Road, with an uninterrupted view across the Arabian Sea. The unit comes fitted with a modular kitchen and engineered-wood floors, and the sponsor has a signed corporate lease for the first three years.',
    price: crore(6.8),
    currency: 'INR',
    location: 'Bandra West, Mumbai',
    type: 'Apartment',
    areaSqft: 1850,
    images: images('skyline-residences-bandra', 8),
    features: [
      'Sea view from the living room and master bedroom',
      'Two covered parking spaces',
      'Modular kitchen with built-in appliances',
      'Clubhouse, gym and rooftop pool',
      'Three-year corporate lease signed',
      'Occupation certificate received in 2024',
    ],
    yearBuilt: 2024,
    isNew: true,
    featured: true,
    locationDescription:
      'Carter Road is one of Bandra West’s most sought-after addresses, lined with a seafront promenade, cafés and schools. The Bandra–Worli Sea Link and the Western Express Highway put BKC and the airport within 25 minutes outside peak hours.',
    agent: SAMPLE_AGENTS.priya,
    bedrooms: 3,
    bathrooms: 3,
    listedAt: listed('2025-06-02'),
  },
  {
    id: 'palm-grove-townhouse-whitefield',
    title: 'Palm Grove Townhouse',
    description:
      'An end-of-terrace townhouse in a gated community of 48 homes, finished in 2023 and let to a technology executive on an 11-month renewable agreement. Three bedrooms over three floors, a private terrace garden and a clubhouse make it one of the steadier rental assets on the Whitefield corridor.',
    price: crore(2.1),
    currency: 'INR',
    location: 'Whitefield, Bengaluru',
    type: 'Townhouse',
    areaSqft: 2150,
    images: images('palm-grove-townhouse-whitefield', 6),
    features: [
      'End-of-terrace unit with extra side windows',
      'Private terrace garden',
      'Gated community with 24-hour security',
      'Clubhouse with pool and children’s play area',
      'Rainwater harvesting and piped gas',
      'Tenant in place on a renewable lease',
    ],
    yearBuilt: 2023,
    isNew: true,
    featured: true,
    locationDescription:
      'Whitefield is Bengaluru’s eastern technology hub, home to ITPL and dozens of large office parks. The Purple Line metro now reaches Whitefield (Kadugodi), and Phoenix Marketcity and several international schools are within a 15-minute drive.',
    agent: SAMPLE_AGENTS.arjun,
    bedrooms: 3,
    bathrooms: 3,
    listedAt: listed('2025-05-20'),
  },
  {
    id: 'indiranagar-garden-house',
    title: 'Indiranagar Garden House',
    description:
      'A detached family house on a quiet tree-lined cross road, with a front lawn, a rear garden and a separate ground-floor studio that rents on its own. The Fix ’N’ Flip plan covers a new kitchen, re-plumbing and a sympathetic facade restoration before a planned sale.',
    price: crore(5.2),
    currency: 'INR',
    location: 'Indiranagar, Bengaluru',
    type: 'House',
    areaSqft: 3400,
    images: images('indiranagar-garden-house', 5),
    features: [
      'Detached house on a 2,400 sq ft plot',
      'Front lawn and private rear garden',
      'Separate ground-floor studio with its own entrance',
      'Four bedrooms including a first-floor master suite',
      'Two-car driveway',
      'Renovation budget fully costed by an independent surveyor',
    ],
    yearBuilt: 2011,
    isNew: false,
    featured: false,
    locationDescription:
      'Indiranagar is a mature residential neighbourhood in central-east Bengaluru, known for 100 Feet Road and 12th Main. The Indiranagar metro station is a ten-minute walk, and the old airport road gives quick access to the city’s eastern office districts.',
    agent: SAMPLE_AGENTS.arjun,
    bedrooms: 4,
    bathrooms: 4,
    listedAt: listed('2025-03-11'),
  },
  {
    id: 'koregaon-park-apartment',
    title: 'Koregaon Park Two-Bedroom Apartment',
    description:
      'A bright two-bedroom apartment on the fourth floor of a well-run 2018 building, a short walk from North Main Road. It suits a Buy ’N’ Hold plan: demand from young professionals keeps vacancy low, and the society has a healthy sinking fund.',
    price: crore(1.35),
    currency: 'INR',
    location: 'Koregaon Park, Pune',
    type: 'Apartment',
    areaSqft: 1240,
    images: images('koregaon-park-apartment', 4),
    features: [
      'Two bedrooms with attached bathrooms',
      'East-facing balcony over the society garden',
      'One covered parking space',
      'Power backup for lifts and common areas',
      'Well-funded housing society',
    ],
    yearBuilt: 2018,
    isNew: false,
    featured: false,
    locationDescription:
      'Koregaon Park is Pune’s leafy lifestyle district, with restaurants, the Osho gardens and quick links to Kalyani Nagar offices. Pune railway station and the airport are both within a 20-minute drive.',
    agent: SAMPLE_AGENTS.sneha,
    bedrooms: 2,
    bathrooms: 2,
    listedAt: listed('2025-04-05'),
  },
  {
    id: 'lonavala-hillside-cottage',
    title: 'Hillside Cottage, Lonavala',
    description:
      'A stone-and-timber cottage on a gentle slope with views over the Tungarli lake valley. It books out most monsoon weekends as a getaway from Mumbai and Pune, and the sponsor has secured permission to add a second bedroom wing.',
    price: lakh(95),
    currency: 'INR',
    location: 'Tungarli, Lonavala, Pune',
    type: 'Cottage',
    areaSqft: 1100,
    images: images('lonavala-hillside-cottage', 6),
    features: [
      'Valley and lake views from the veranda',
      'Wood-burning stove in the living room',
      'Approved plans for a second bedroom wing',
      'Private garden with a fire pit',
      'Short-stay bookings managed by a local operator',
      'Caretaker’s room',
    ],
    yearBuilt: 2016,
    isNew: false,
    featured: true,
    locationDescription:
      'Tungarli is a quiet hillside pocket above Lonavala town, 90 minutes from Mumbai and an hour from Pune on the Expressway. The monsoon season brings waterfalls, trekking and the strongest demand of the year for weekend stays.',
    agent: SAMPLE_AGENTS.sneha,
    bedrooms: 2,
    bathrooms: 2,
    listedAt: listed('2025-02-27'),
  },
  {
    id: 'jubilee-hills-villa',
    title: 'Jubilee Hills Courtyard Villa',
    description:
      'A five-bedroom villa on a 600 sq yd plot in one of Hyderabad’s most established addresses, arranged around a double-height courtyard and a lap pool. It is let to a diplomatic mission on a five-year lease with annual escalation, which underpins the income forecast.',
    price: crore(8.75),
    currency: 'INR',
    location: 'Jubilee Hills, Hyderabad',
    type: 'Villa',
    areaSqft: 6500,
    images: images('jubilee-hills-villa', 7),
    features: [
      'Double-height central courtyard',
      'Lap pool and landscaped terraces',
      'Five en-suite bedrooms and a home office',
      'Home theatre and gym',
      'Five-year lease with 5% annual escalation',
      'Parking for four cars',
      'Sewage treatment plant and solar power',
    ],
    yearBuilt: 2021,
    isNew: false,
    featured: true,
    locationDescription:
      'Jubilee Hills lies in the west of Hyderabad beside KBR National Park, home to film studios, embassies and the city’s best private hospitals. HITEC City and the Financial District are 20 minutes away.',
    agent: SAMPLE_AGENTS.arjun,
    bedrooms: 5,
    bathrooms: 6,
    listedAt: listed('2025-05-02'),
  },
  {
    id: 'gachibowli-studio-apartment',
    title: 'Gachibowli Studio near the Financial District',
    description:
      'A compact one-bedroom apartment in a new tower built for professionals working in the Financial District. A low ticket and a rental yield near 4% make it a good first Buy ’N’ Hold holding for new backers.',
    price: lakh(48),
    currency: 'INR',
    location: 'Gachibowli, Hyderabad',
    type: 'Apartment',
    areaSqft: 620,
    images: images('gachibowli-studio-apartment', 3),
    features: [
      'One bedroom with a study nook',
      'Fully furnished and ready to let',
      'Co-working lounge and gym in the tower',
      'Walking distance to office campuses',
      'Covered two-wheeler parking',
    ],
    yearBuilt: 2024,
    isNew: true,
    featured: false,
    locationDescription:
      'Gachibowli is at the heart of Hyderabad’s western growth corridor, next to the Financial District and the University of Hyderabad. The Outer Ring Road gives a 35-minute run to Rajiv Gandhi International Airport.',
    agent: SAMPLE_AGENTS.arjun,
    bedrooms: 1,
    bathrooms: 1,
    listedAt: listed('2025-06-10'),
  },
  {
    id: 'besant-nagar-beach-house',
    title: 'Besant Nagar Beach House',
    description:
      'A three-bedroom independent house two streets back from Elliot’s Beach, with a shaded front veranda and a roof terrace that catches the sea breeze. The Fix ’N’ Flip plan modernises the kitchen and bathrooms while keeping the original red-oxide floors.',
    price: crore(3.9),
    currency: 'INR',
    location: 'Besant Nagar, Chennai',
    type: 'House',
    areaSqft: 2600,
    images: images('besant-nagar-beach-house', 5),
    features: [
      'Five-minute walk to Elliot’s Beach',
      'Roof terrace with sea breeze',
      'Original red-oxide floors kept in the restoration',
      'Three bedrooms and a ground-floor guest room',
      'Borewell and municipal water supply',
      'Independent house with no shared walls',
    ],
    yearBuilt: 2008,
    isNew: false,
    featured: false,
    locationDescription:
      'Besant Nagar is a calm seaside neighbourhood in south Chennai, known for Elliot’s Beach, the Ashtalakshmi temple and its café strip. Adyar and the IT corridor on OMR are both within 20 minutes.',
    agent: SAMPLE_AGENTS.kavya,
    bedrooms: 3,
    bathrooms: 3,
    listedAt: listed('2025-01-30'),
  },
  {
    id: 'omr-townhouse-chennai',
    title: 'OMR Corridor Townhouse',
    description:
      'A new three-bedroom townhouse in a 60-home gated enclave on the Old Mahabalipuram Road, within reach of Chennai’s largest IT parks. Handed over in 2024, it is being leased furnished to keep the holding period short and the yield predictable.',
    price: crore(1.1),
    currency: 'INR',
    location: 'Sholinganallur, Chennai',
    type: 'Townhouse',
    areaSqft: 1780,
    images: images('omr-townhouse-chennai', 4),
    features: [
      'Three bedrooms over two floors',
      'Private backyard',
      'Gated enclave with clubhouse and pool',
      'Furnished for corporate tenants',
      'RERA-registered project',
    ],
    yearBuilt: 2024,
    isNew: true,
    featured: false,
    locationDescription:
      'Sholinganallur sits at the junction of OMR and the ECR link road, surrounded by technology parks and international schools. The beaches of the East Coast Road are ten minutes away.',
    agent: SAMPLE_AGENTS.kavya,
    bedrooms: 3,
    bathrooms: 3,
    listedAt: listed('2025-04-22'),
  },
  {
    id: 'golf-course-road-penthouse',
    title: 'Golf Course Road Penthouse',
    description:
      'A four-bedroom penthouse on the top two floors of a premium tower, with a wraparound terrace looking over the Aravalli ridge. It is the largest single ticket on the platform this quarter and is being offered as a Buy ’N’ Hold campaign backed by a multinational tenant.',
    price: crore(9.5),
    currency: 'INR',
    location: 'Golf Course Road, Gurugram, Delhi NCR',
    type: 'Apartment',
    areaSqft: 4800,
    images: images('golf-course-road-penthouse', 7),
    features: [
      'Duplex penthouse with private lift lobby',
      'Wraparound terrace with Aravalli views',
      'Four en-suite bedrooms',
      'Concierge, spa and squash courts',
      'Four reserved parking spaces',
      'Multinational tenant on a nine-year lease',
    ],
    yearBuilt: 2020,
    isNew: false,
    featured: true,
    locationDescription:
      'Golf Course Road is Gurugram’s premium residential spine, lined with towers, malls and the DLF Golf and Country Club. Rapid Metro stations along the road connect to the Yellow Line, and Indira Gandhi International Airport is 30 minutes away.',
    agent: SAMPLE_AGENTS.rohan,
    bedrooms: 4,
    bathrooms: 5,
    listedAt: listed('2025-03-28'),
  },
  {
    id: 'noida-family-house',
    title: 'Noida Family House with Garden',
    description:
      'A four-bedroom independent house facing a sector park, let to a family on a three-year lease. The Fix ’N’ Flip campaign funds a new roof terrace and energy upgrades that are expected to lift the resale value.',
    price: crore(2.4),
    currency: 'INR',
    location: 'Sector 50, Noida, Delhi NCR',
    type: 'House',
    areaSqft: 2900,
    images: images('noida-family-house', 4),
    features: [
      'Faces a landscaped sector park',
      'Four bedrooms and a family lounge',
      'Front garden and car porch',
      'Planned roof terrace and solar panels',
      'Family tenant on a three-year lease',
    ],
    yearBuilt: 2014,
    isNew: false,
    featured: false,
    locationDescription:
      'Sector 50 is one of Noida’s established family sectors, with schools, hospitals and markets close by. The Aqua Line metro at Sector 50 and the DND Flyway link it to South Delhi in under 30 minutes.',
    agent: SAMPLE_AGENTS.rohan,
    bedrooms: 4,
    bathrooms: 3,
    listedAt: listed('2025-02-14'),
  },
  {
    id: 'jaipur-haveli-townhouse',
    title: 'C-Scheme Haveli-Style Townhouse',
    description:
      'A three-storey townhouse in the heritage style, with carved jharokha windows, a central courtyard and a rooftop terrace looking towards Nahargarh Fort. It is let as a boutique guest house and earns most of its income between October and March.',
    price: crore(1.6),
    currency: 'INR',
    location: 'C-Scheme, Jaipur',
    type: 'Townhouse',
    areaSqft: 2300,
    images: images('jaipur-haveli-townhouse', 5),
    features: [
      'Carved sandstone jharokha windows',
      'Central open-air courtyard',
      'Rooftop terrace with fort views',
      'Three bedrooms and a lounge',
      'Operating guest-house licence',
      'Recently rewired and re-plumbed',
    ],
    yearBuilt: 2017,
    isNew: false,
    featured: false,
    locationDescription:
      'C-Scheme is central Jaipur’s most prestigious district, a short drive from the walled Pink City, MI Road and the Albert Hall Museum. Jaipur airport is 25 minutes away.',
    agent: SAMPLE_AGENTS.rohan,
    bedrooms: 3,
    bathrooms: 3,
    listedAt: listed('2025-01-09'),
  },
  {
    id: 'malviya-nagar-starter-apartment',
    title: 'Malviya Nagar Starter Apartment',
    description:
      'A two-bedroom apartment in a mid-rise society close to Jaipur’s colleges and hospitals. Its price makes it the platform’s most accessible Buy ’N’ Hold holding, with steady demand from students’ families and hospital staff.',
    price: lakh(38),
    currency: 'INR',
    location: 'Malviya Nagar, Jaipur',
    type: 'Apartment',
    areaSqft: 880,
    images: images('malviya-nagar-starter-apartment', 3),
    features: [
      'Two bedrooms and a shared bathroom',
      'Balcony over the society garden',
      'Lift and power backup',
      'Near MNIT and the SMS hospital corridor',
      'Let on an 11-month agreement',
    ],
    yearBuilt: 2015,
    isNew: false,
    featured: false,
    locationDescription:
      'Malviya Nagar is a busy residential district in south Jaipur with markets, schools and the World Trade Park mall. The airport and the railway station are each about 15 minutes away.',
    agent: SAMPLE_AGENTS.rohan,
    bedrooms: 2,
    bathrooms: 1,
    listedAt: listed('2024-12-12'),
  },
  {
    id: 'assagao-cottage-goa',
    title: 'Assagao Heritage Cottage',
    description:
      'A restored Portuguese-era cottage with a red-tiled roof, laterite walls and a balcão porch, set in a garden of mango and frangipani trees. It is let as a two-bedroom boutique stay and has planning consent for a plunge pool.',
    price: crore(1.8),
    currency: 'INR',
    location: 'Assagao, North Goa',
    type: 'Cottage',
    areaSqft: 1450,
    images: images('assagao-cottage-goa', 5),
    features: [
      'Restored Portuguese-era architecture',
      'Traditional balcão porch and red-tiled roof',
      'Mature garden with fruit trees',
      'Consent for a plunge pool',
      'Two en-suite bedrooms',
      'Boutique-stay licence in place',
    ],
    yearBuilt: 1998,
    isNew: false,
    featured: false,
    locationDescription:
      'Assagao is a green inland village in North Goa, known for its chapels, restaurants and quiet lanes, ten minutes from the beaches of Anjuna and Vagator. Mapusa market is five minutes away.',
    agent: SAMPLE_AGENTS.priya,
    bedrooms: 2,
    bathrooms: 2,
    listedAt: listed('2025-05-28'),
  },
  {
    id: 'coonoor-tea-garden-cottage',
    title: 'Coonoor Tea-Garden Cottage',
    description:
      'A two-bedroom cottage on the edge of a working tea estate, with a glazed sunroom and a garden that looks across the Nilgiri hills. It is run as a homestay by a local operator, with the highest occupancy in the April–June summer season.',
    price: lakh(72),
    currency: 'INR',
    location: 'Coonoor, Nilgiris, Tamil Nadu',
    type: 'Cottage',
    areaSqft: 980,
    images: images('coonoor-tea-garden-cottage', 4),
    features: [
      'Views over tea estates and the Nilgiri hills',
      'Glazed sunroom and fireplace',
      'Kitchen garden',
      'Homestay operator in place',
      'Parking for two cars',
    ],
    yearBuilt: 2005,
    isNew: false,
    featured: false,
    locationDescription:
      'Coonoor is a hill town in the Nilgiris, 20 km from Ooty and about three hours from Coimbatore airport. The Nilgiri Mountain Railway, tea factories and Sim’s Park draw visitors all year.',
    agent: SAMPLE_AGENTS.kavya,
    bedrooms: 2,
    bathrooms: 1,
    listedAt: listed('2025-03-19'),
  },
];

/** Adds the sample listings a database lacks; ones already there are left as they are. */
export async function seedSampleProperties(db: Db): Promise<void> {
  await db
    .insert(properties)
    .values([...SAMPLE_PROPERTIES])
    .onConflictDoNothing({ target: properties.id });
}
