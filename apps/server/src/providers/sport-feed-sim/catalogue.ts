/**
 * What the simulated feed covers: sports with the ids of SPEC §3, their categories (countries,
 * tournaments or, for E-sports+, the games) and championships, and the names competitors get.
 * The model family decides how a sport's matches are played and priced (models.ts).
 */

export type ModelFamily = 'goals' | 'points' | 'sets' | 'fight' | 'race';

export interface SportDefinition {
  id: number;
  name: string;
  slug: string;
  family: ModelFamily;
  /** Match length in minutes of real time at speed 1, breaks included. */
  durationMinutes: number;
  /** Whether matches are offered in play. */
  live: boolean;
  /** How competitors are named: clubs of a city, people, e-sports teams, horses or dogs. */
  names: 'club' | 'person' | 'team' | 'horse' | 'dog' | 'nation';
  clubSuffixes?: readonly string[];
  categories: readonly { id: number; name: string; championships: readonly string[] }[];
  /** Family parameters: see models.ts. */
  params: Record<string, number>;
}

const countries = (base: number, entries: [string, ...string[]][]) =>
  entries.map(([name, ...championships], index) => ({ id: base + index + 1, name, championships }));

export const SPORTS: readonly SportDefinition[] = [
  {
    id: 66,
    name: 'Soccer',
    slug: 'soccer',
    family: 'goals',
    durationMinutes: 110,
    live: true,
    names: 'club',
    clubSuffixes: ['FC', 'United', 'City', 'Athletic', 'Rovers', 'Wanderers', 'Sporting', 'Albion'],
    categories: countries(6600, [
      ['England', 'Premier Division', 'Championship Cup'],
      ['Spain', 'Primera Liga'],
      ['Germany', 'Erste Liga', 'Pokal'],
      ['Italy', 'Serie Alta'],
      ['France', 'Ligue Premiere'],
      ['Brazil', 'Serie Nacional'],
      ['International Clubs', 'Champions Trophy'],
    ]),
    params: { goals: 2.7, clockMinutes: 90, halves: 2 },
  },
  {
    id: 67,
    name: 'Basketball',
    slug: 'basketball',
    family: 'points',
    durationMinutes: 100,
    live: true,
    names: 'club',
    clubSuffixes: ['Hawks', 'Giants', 'Comets', 'Titans', 'Lions', 'Storm'],
    categories: countries(6700, [
      ['USA', 'Pro League', 'College Cup'],
      ['Europe', 'Euro League'],
      ['Spain', 'Liga ACB Cup'],
    ]),
    params: { total: 168, totalSd: 14, marginSd: 11, periods: 4, clockMinutes: 40, draw: 0 },
  },
  {
    id: 68,
    name: 'Tennis',
    slug: 'tennis',
    family: 'sets',
    durationMinutes: 100,
    live: true,
    names: 'person',
    categories: countries(6800, [
      ['ATP', 'Masters Open', 'Challenger Cup'],
      ['WTA', 'Premier Open'],
      ['ITF Men', 'Futures Open'],
    ]),
    params: { bestOf: 3, winnerPoints: 6, loserMax: 4 },
  },
  {
    id: 69,
    name: 'Volleyball',
    slug: 'volleyball',
    family: 'sets',
    durationMinutes: 100,
    live: true,
    names: 'club',
    clubSuffixes: ['Volley', 'VC', 'Spikers'],
    categories: countries(6900, [
      ['Italy', 'SuperLega Cup'],
      ['Poland', 'Plus Liga'],
      ['International', 'Nations League'],
    ]),
    params: { bestOf: 5, winnerPoints: 25, loserMax: 23 },
  },
  {
    id: 70,
    name: 'Ice Hockey',
    slug: 'ice-hockey',
    family: 'goals',
    durationMinutes: 140,
    live: true,
    names: 'club',
    clubSuffixes: ['Bears', 'Wolves', 'Kings', 'Blades', 'Flyers'],
    categories: countries(7000, [
      ['USA', 'National Hockey Cup'],
      ['Sweden', 'Elite League'],
      ['Finland', 'Liiga Cup'],
    ]),
    params: { goals: 5.6, clockMinutes: 60, halves: 3 },
  },
  {
    id: 71,
    name: 'Boxing',
    slug: 'boxing',
    family: 'fight',
    durationMinutes: 60,
    live: true,
    names: 'person',
    categories: countries(7100, [['International', 'World Title Fights', 'Prospects Night']]),
    params: { rounds: 12, draw: 0.03, stoppage: 0.5 },
  },
  {
    id: 73,
    name: 'Handball',
    slug: 'handball',
    family: 'points',
    durationMinutes: 80,
    live: true,
    names: 'club',
    clubSuffixes: ['HC', 'Handball', 'SG'],
    categories: countries(7300, [
      ['Germany', 'Bundesliga Cup'],
      ['Denmark', 'Ligaen'],
      ['Europe', 'Champions Handball'],
    ]),
    params: { total: 56, totalSd: 6, marginSd: 5, periods: 2, clockMinutes: 60, draw: 1 },
  },
  {
    id: 74,
    name: 'Cricket',
    slug: 'cricket',
    family: 'points',
    durationMinutes: 200,
    live: true,
    names: 'nation',
    categories: countries(7400, [
      ['International', 'T20 World Series', 'ODI Trophy'],
      ['India', 'Premier T20'],
    ]),
    params: { total: 320, totalSd: 35, marginSd: 30, periods: 2, clockMinutes: 0, draw: 0 },
  },
  {
    id: 75,
    name: 'American Football',
    slug: 'american-football',
    family: 'points',
    durationMinutes: 190,
    live: true,
    names: 'club',
    clubSuffixes: ['Rams', 'Chargers', 'Pioneers', 'Mustangs'],
    categories: countries(7500, [['USA', 'Pro Football League', 'College Bowl']]),
    params: { total: 45, totalSd: 10, marginSd: 13, periods: 4, clockMinutes: 60, draw: 0 },
  },
  {
    id: 76,
    name: 'Table Tennis',
    slug: 'table-tennis',
    family: 'sets',
    durationMinutes: 40,
    live: true,
    names: 'person',
    categories: countries(7600, [['International', 'Pro Tour', 'Challenger Series']]),
    params: { bestOf: 5, winnerPoints: 11, loserMax: 9 },
  },
  {
    id: 77,
    name: 'Rugby',
    slug: 'rugby',
    family: 'points',
    durationMinutes: 100,
    live: true,
    names: 'club',
    clubSuffixes: ['RFC', 'Warriors', 'Sharks'],
    categories: countries(7700, [
      ['England', 'Premiership Rugby'],
      ['International', 'Six Nations Cup'],
    ]),
    params: { total: 46, totalSd: 10, marginSd: 12, periods: 2, clockMinutes: 80, draw: 1 },
  },
  {
    id: 78,
    name: 'Baseball',
    slug: 'baseball',
    family: 'points',
    durationMinutes: 180,
    live: true,
    names: 'club',
    clubSuffixes: ['Sox', 'Pirates', 'Cardinals', 'Mariners'],
    categories: countries(7800, [
      ['USA', 'Major League'],
      ['Japan', 'Pro Baseball'],
    ]),
    params: { total: 8.5, totalSd: 3, marginSd: 3.5, periods: 9, clockMinutes: 0, draw: 0 },
  },
  {
    id: 79,
    name: 'Darts',
    slug: 'darts',
    family: 'sets',
    durationMinutes: 50,
    live: true,
    names: 'person',
    categories: countries(7900, [['International', 'Premier Darts', 'World Matchplay']]),
    params: { bestOf: 7, winnerPoints: 3, loserMax: 2 },
  },
  {
    id: 80,
    name: 'Snooker',
    slug: 'snooker',
    family: 'sets',
    durationMinutes: 120,
    live: true,
    names: 'person',
    categories: countries(8000, [['International', 'Masters Snooker', 'Open Series']]),
    params: { bestOf: 9, winnerPoints: 70, loserMax: 60 },
  },
  {
    id: 81,
    name: 'MMA',
    slug: 'mma',
    family: 'fight',
    durationMinutes: 30,
    live: true,
    names: 'person',
    categories: countries(8100, [['International', 'Fight Championship', 'Contender Series']]),
    params: { rounds: 3, draw: 0, stoppage: 0.55 },
  },
  {
    id: 82,
    name: 'Futsal',
    slug: 'futsal',
    family: 'goals',
    durationMinutes: 70,
    live: true,
    names: 'club',
    clubSuffixes: ['Futsal', 'FC'],
    categories: countries(8200, [
      ['Spain', 'Primera Futsal'],
      ['Brazil', 'Liga Futsal'],
    ]),
    params: { goals: 6, clockMinutes: 40, halves: 2 },
  },
  {
    id: 83,
    name: 'Badminton',
    slug: 'badminton',
    family: 'sets',
    durationMinutes: 50,
    live: true,
    names: 'person',
    categories: countries(8300, [['International', 'World Tour Finals', 'Open Series']]),
    params: { bestOf: 3, winnerPoints: 21, loserMax: 19 },
  },
  {
    id: 84,
    name: 'Beach Volleyball',
    slug: 'beach-volleyball',
    family: 'sets',
    durationMinutes: 50,
    live: true,
    names: 'person',
    categories: countries(8400, [['International', 'Beach Pro Tour']]),
    params: { bestOf: 3, winnerPoints: 21, loserMax: 19 },
  },
  {
    id: 85,
    name: 'Water Polo',
    slug: 'water-polo',
    family: 'goals',
    durationMinutes: 60,
    live: true,
    names: 'club',
    clubSuffixes: ['WPC', 'Aquatics'],
    categories: countries(8500, [
      ['Hungary', 'OB I Cup'],
      ['International', 'Euro Water Polo'],
    ]),
    params: { goals: 20, clockMinutes: 32, halves: 4 },
  },
  {
    id: 96,
    name: 'E-Sports',
    slug: 'e-sports',
    family: 'sets',
    durationMinutes: 90,
    live: true,
    names: 'team',
    categories: countries(9600, [
      ['League of Legends', 'Worlds Series', 'Regional League'],
      ['Rocket League', 'Championship Series'],
    ]),
    params: { bestOf: 3, winnerPoints: 1, loserMax: 0 },
  },
  {
    id: 145,
    name: 'E-sports+',
    slug: 'esports',
    family: 'sets',
    durationMinutes: 90,
    live: true,
    names: 'team',
    categories: [
      { id: 1534, name: 'Counter-Strike', championships: ['Major Series', 'Pro League'] },
      { id: 1533, name: 'Dota2', championships: ['The International Series', 'Dota Pro Circuit'] },
      { id: 1330, name: 'Valorant', championships: ['Champions Tour'] },
      { id: 1307, name: 'Hearthstone', championships: ['Masters Tour'] },
    ],
    params: { bestOf: 3, winnerPoints: 13, loserMax: 11 },
  },
  {
    id: 165,
    name: 'Horse Racing',
    slug: 'horse-racing',
    family: 'race',
    durationMinutes: 4,
    live: false,
    names: 'horse',
    categories: countries(16500, [
      ['United Kingdom', 'Ascot Meeting', 'Cheltenham Meeting'],
      ['Ireland', 'Leopardstown Meeting'],
    ]),
    params: { runnersMin: 6, runnersMax: 12, deadHeat: 0.06 },
  },
  {
    id: 166,
    name: 'Greyhounds',
    slug: 'greyhounds',
    family: 'race',
    durationMinutes: 2,
    live: false,
    names: 'dog',
    categories: countries(16600, [['United Kingdom', 'Romford Evening', 'Towcester Night']]),
    params: { runnersMin: 6, runnersMax: 6, deadHeat: 0.04 },
  },
];

export function championshipsOf(sport: SportDefinition) {
  return sport.categories.flatMap((category) =>
    category.championships.map((name, index) => ({ id: category.id * 10 + index + 1, name, category })),
  );
}

const CITIES = [
  'Northbridge',
  'Eastvale',
  'Westmoor',
  'Redhaven',
  'Stonebury',
  'Clearwater',
  'Ashford',
  'Millport',
  'Oakridge',
  'Silverton',
  'Brighthelm',
  'Kingsreach',
  'Marlow Bay',
  'Harrowgate',
  'Dunmore',
  'Fairhaven',
  'Greystone',
  'Highcliff',
  'Ironvale',
  'Lakeside',
  'Moorland',
  'Newhaven',
  'Pinecrest',
  'Queensferry',
  'Riverton',
  'Saltmarsh',
  'Thornbury',
  'Upton',
  'Valemont',
  'Whitby Cross',
  'Yarrow',
  'Zephyr Bay',
  'Copperfield',
  'Elmstead',
  'Goldcoast',
  'Hollowell',
  'Larkspur',
  'Norwood',
  'Portsea',
  'Rosedale',
];
const FIRST = [
  'Alex',
  'Bruno',
  'Carlos',
  'Daniel',
  'Erik',
  'Felix',
  'Hugo',
  'Ivan',
  'Jonas',
  'Karim',
  'Leo',
  'Marco',
  'Nico',
  'Oscar',
  'Pavel',
  'Rafael',
  'Stefan',
  'Tomas',
  'Victor',
  'Yuki',
  'Anna',
  'Elena',
  'Maria',
  'Sofia',
];
const LAST = [
  'Almeida',
  'Berg',
  'Costa',
  'Dorn',
  'Eriksen',
  'Ferreira',
  'Garin',
  'Holm',
  'Ivanov',
  'Jensen',
  'Kovac',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Okafor',
  'Petrov',
  'Quint',
  'Rossi',
  'Sato',
  'Tanaka',
  'Urban',
  'Varga',
  'Weiss',
  'Zeller',
];
const TEAMS = [
  'Nova Five',
  'Iron Wolves',
  'Phantom Core',
  'Blue Comets',
  'Red Reapers',
  'Storm Unit',
  'Void Walkers',
  'Neon Tigers',
  'Arctic Foxes',
  'Solar Kings',
  'Night Owls',
  'Crimson Edge',
  'Static Shock',
  'Pixel Lords',
  'Zero Gravity',
  'Echo Squad',
];
const NATIONS = [
  'Northland',
  'Southern Isles',
  'Eastmark',
  'Westria',
  'Highlands',
  'Coastland',
  'Midvale',
  'Riverlands',
  'Sunreach',
  'Stormholt',
];
const HORSE_A = [
  'Silver',
  'Golden',
  'Midnight',
  'Royal',
  'Lucky',
  'Swift',
  'Thunder',
  'Velvet',
  'Crimson',
  'Wild',
  'Gentle',
  'Brave',
];
const HORSE_B = [
  'Arrow',
  'Dancer',
  'Storm',
  'Legend',
  'Spirit',
  'Comet',
  'Promise',
  'Harbour',
  'Knight',
  'Echo',
  'Meadow',
  'Flame',
];

/** The name pool of a category: a stable rotation of the word lists, so each category has its own field. */
export function competitorNames(sport: SportDefinition, categoryId: number): string[] {
  const rotate = <T>(list: readonly T[], by: number) => list.map((_, i) => list[(i + by) % list.length]!);
  const shift = categoryId % 97;
  switch (sport.names) {
    case 'club':
      return rotate(CITIES, shift).map((city, i) => `${city} ${sport.clubSuffixes![i % sport.clubSuffixes!.length]}`);
    case 'person':
      return rotate(LAST, shift).map((last, i) => `${rotate(FIRST, shift * 7)[i]![0]}. ${last}`);
    case 'team':
      return rotate(TEAMS, shift);
    case 'nation':
      return rotate(NATIONS, shift);
    case 'horse':
      return rotate(HORSE_A, shift).flatMap((a, i) => [
        `${a} ${HORSE_B[i]}`,
        `${a} ${HORSE_B[(i + 5) % HORSE_B.length]}`,
      ]);
    case 'dog':
      return rotate(HORSE_B, shift).map((b, i) => `${FIRST[i]}'s ${b}`);
  }
}
