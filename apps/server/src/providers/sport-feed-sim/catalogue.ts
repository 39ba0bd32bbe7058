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
  /** A virtual sport: a simulated round every few minutes, bets taken only before it starts. */
  virtual: boolean;
  /** How competitors are named: clubs of a city, people, e-sports teams, horses or dogs. */
  names: 'club' | 'person' | 'team' | 'horse' | 'dog' | 'nation';
  clubSuffixes?: readonly string[];
  categories: readonly { id: number; name: string; region?: string; championships: readonly string[] }[];
  /** Family parameters: see models.ts. */
  params: Record<string, number>;
}

type Model = Pick<SportDefinition, 'family' | 'params'>;

const goals = (goals: number, clockMinutes: number, halves: number): Model => ({
  family: 'goals',
  params: { goals, clockMinutes, halves },
});
const points = (
  total: number,
  totalSd: number,
  marginSd: number,
  periods: number,
  clockMinutes: number,
  draw: number,
): Model => ({ family: 'points', params: { total, totalSd, marginSd, periods, clockMinutes, draw } });
const sets = (bestOf: number, winnerPoints: number, loserMax: number): Model => ({
  family: 'sets',
  params: { bestOf, winnerPoints, loserMax },
});
const fight = (rounds: number, draw: number, stoppage: number): Model => ({
  family: 'fight',
  params: { rounds, draw, stoppage },
});
const race = (runnersMin: number, runnersMax: number, deadHeat: number): Model => ({
  family: 'race',
  params: { runnersMin, runnersMax, deadHeat },
});

/** Id, name, match length in minutes, how competitors are named, and the model with its parameters. */
const TABLE: [number, string, number, SportDefinition['names'], Model][] = [
  [66, 'Soccer', 110, 'club', goals(2.7, 90, 2)],
  [67, 'Basketball', 100, 'club', points(168, 14, 11, 4, 40, 0)],
  [68, 'Tennis', 100, 'person', sets(3, 6, 4)],
  [69, 'Volleyball', 100, 'club', sets(5, 25, 23)],
  [70, 'Ice Hockey', 140, 'club', goals(5.6, 60, 3)],
  [71, 'Boxing', 60, 'person', fight(12, 0.03, 0.5)],
  [73, 'Handball', 80, 'club', points(56, 6, 5, 2, 60, 1)],
  [74, 'Cricket', 200, 'nation', points(320, 35, 30, 2, 0, 0)],
  [75, 'American Football', 190, 'club', points(45, 10, 13, 4, 60, 0)],
  [76, 'Table Tennis', 40, 'person', sets(5, 11, 9)],
  [77, 'Rugby', 100, 'club', points(46, 10, 12, 2, 80, 1)],
  [78, 'Baseball', 180, 'club', points(8.5, 3, 3.5, 9, 0, 0)],
  [79, 'Darts', 50, 'person', sets(7, 3, 2)],
  [80, 'Snooker', 120, 'person', sets(9, 70, 60)],
  [81, 'MMA', 30, 'person', fight(3, 0, 0.55)],
  [82, 'Futsal', 70, 'club', goals(6, 40, 2)],
  [83, 'Badminton', 50, 'person', sets(3, 21, 19)],
  [84, 'Beach Volleyball', 50, 'person', sets(3, 21, 19)],
  [85, 'Water Polo', 60, 'club', goals(20, 32, 4)],
  [96, 'E-Sports', 90, 'team', sets(3, 1, 0)],
  [145, 'E-sports+', 90, 'team', sets(3, 13, 11)],
  [165, 'Horse Racing', 4, 'horse', race(6, 12, 0.06)],
  [166, 'Greyhounds', 2, 'dog', race(6, 6, 0.04)],
];

/**
 * Virtual sports (SPEC §2 `/sport/virtual`): whole matches in a minute or two, priced by the
 * same models as the real sports, in rounds of their own (feed.ts).
 */
const VIRTUAL_TABLE: [number, string, number, SportDefinition['names'], Model][] = [
  [190, 'Virtual Football', 2, 'club', goals(2.7, 90, 2)],
  [191, 'Virtual Basketball', 2, 'club', points(168, 14, 11, 4, 40, 0)],
  [192, 'Virtual Horse Racing', 1, 'horse', race(8, 12, 0.04)],
];

/** A sport's slug is its name in lower case with dashes, but for these. */
const SLUGS: Record<number, string> = { 145: 'esports' };

/** Each sport's categories, each with its championships. */
const CATEGORIES: Record<number, [string, ...string[]][]> = {
  66: [
    ['England', 'Premier Division', 'Championship Cup'],
    ['Spain', 'Primera Liga'],
    ['Germany', 'Erste Liga', 'Pokal'],
    ['Italy', 'Serie Alta'],
    ['France', 'Ligue Premiere'],
    ['Brazil', 'Serie Nacional'],
    ['International Clubs', 'Champions Trophy'],
  ],
  67: [
    ['USA', 'Pro League', 'College Cup'],
    ['Europe', 'Euro League'],
    ['Spain', 'Liga ACB Cup'],
  ],
  68: [
    ['ATP', 'Masters Open', 'Challenger Cup'],
    ['WTA', 'Premier Open'],
    ['ITF Men', 'Futures Open'],
  ],
  69: [
    ['Italy', 'SuperLega Cup'],
    ['Poland', 'Plus Liga'],
    ['International', 'Nations League'],
  ],
  70: [
    ['USA', 'National Hockey Cup'],
    ['Sweden', 'Elite League'],
    ['Finland', 'Liiga Cup'],
  ],
  71: [['International', 'World Title Fights', 'Prospects Night']],
  73: [
    ['Germany', 'Bundesliga Cup'],
    ['Denmark', 'Ligaen'],
    ['Europe', 'Champions Handball'],
  ],
  74: [
    ['International', 'T20 World Series', 'ODI Trophy'],
    ['India', 'Premier T20'],
  ],
  75: [['USA', 'Pro Football League', 'College Bowl']],
  76: [['International', 'Pro Tour', 'Challenger Series']],
  77: [
    ['England', 'Premiership Rugby'],
    ['International', 'Six Nations Cup'],
  ],
  78: [
    ['USA', 'Major League'],
    ['Japan', 'Pro Baseball'],
  ],
  79: [['International', 'Premier Darts', 'World Matchplay']],
  80: [['International', 'Masters Snooker', 'Open Series']],
  81: [['International', 'Fight Championship', 'Contender Series']],
  82: [
    ['Spain', 'Primera Futsal'],
    ['Brazil', 'Liga Futsal'],
  ],
  83: [['International', 'World Tour Finals', 'Open Series']],
  84: [['International', 'Beach Pro Tour']],
  85: [
    ['Hungary', 'OB I Cup'],
    ['International', 'Euro Water Polo'],
  ],
  96: [
    ['League of Legends', 'Worlds Series', 'Regional League'],
    ['Rocket League', 'Championship Series'],
  ],
  145: [
    ['Counter-Strike', 'Major Series', 'Pro League'],
    ['Dota2', 'The International Series', 'Dota Pro Circuit'],
    ['Valorant', 'Champions Tour'],
    ['Hearthstone', 'Masters Tour'],
  ],
  165: [
    ['United Kingdom', 'Ascot Meeting', 'Cheltenham Meeting'],
    ['Ireland', 'Leopardstown Meeting'],
  ],
  166: [['United Kingdom', 'Romford Evening', 'Towcester Night']],
  // One championship each: a virtual sport's page lists its rounds in the order they start.
  190: [['Virtual Leagues', 'Virtual Premier League']],
  191: [['Virtual Leagues', 'Virtual Pro Basketball']],
  192: [['Virtual Racecourses', 'Virtual Downs']],
};

/** Where the categories are (contracts/sport-feed.ts `categoryRegion`); tours and games are nowhere. */
const REGIONS: Record<string, string> = {
  England: 'GB-ENG',
  Spain: 'ES',
  Germany: 'DE',
  Italy: 'IT',
  France: 'FR',
  Brazil: 'BR',
  USA: 'US',
  Poland: 'PL',
  Sweden: 'SE',
  Finland: 'FI',
  Denmark: 'DK',
  India: 'IN',
  Japan: 'JP',
  Hungary: 'HU',
  'United Kingdom': 'GB',
  Ireland: 'IE',
};

/** A category's id is its sport's id × 100 + its place, but E-sports+ takes the games' ids of SPEC §3. */
const CATEGORY_IDS: Record<number, number[]> = { 145: [1534, 1533, 1330, 1307] };

const FOOTBALL_CLUBS = ['FC', 'United', 'City', 'Athletic', 'Rovers', 'Wanderers', 'Sporting', 'Albion'];
const BASKETBALL_CLUBS = ['Hawks', 'Giants', 'Comets', 'Titans', 'Lions', 'Storm'];

/** What the clubs of a sport are called after their city. */
const CLUB_SUFFIXES: Record<number, string[]> = {
  66: FOOTBALL_CLUBS,
  67: BASKETBALL_CLUBS,
  69: ['Volley', 'VC', 'Spikers'],
  70: ['Bears', 'Wolves', 'Kings', 'Blades', 'Flyers'],
  73: ['HC', 'Handball', 'SG'],
  75: ['Rams', 'Chargers', 'Pioneers', 'Mustangs'],
  77: ['RFC', 'Warriors', 'Sharks'],
  78: ['Sox', 'Pirates', 'Cardinals', 'Mariners'],
  82: ['Futsal', 'FC'],
  85: ['WPC', 'Aquatics'],
  190: FOOTBALL_CLUBS,
  191: BASKETBALL_CLUBS,
};

/** Races and virtual rounds are only offered before the off; every other sport also in play. */
const define =
  (virtual: boolean) =>
  ([id, name, durationMinutes, names, model]: (typeof TABLE)[number]): SportDefinition => ({
    id,
    name,
    slug: SLUGS[id] ?? name.toLowerCase().replaceAll(' ', '-'),
    family: model.family,
    durationMinutes,
    live: !virtual && model.family !== 'race',
    virtual,
    names,
    ...(CLUB_SUFFIXES[id] ? { clubSuffixes: CLUB_SUFFIXES[id] } : {}),
    categories: CATEGORIES[id]!.map(([category, ...championships], index) => ({
      id: CATEGORY_IDS[id]?.[index] ?? id * 100 + index + 1,
      name: category,
      ...(REGIONS[category] ? { region: REGIONS[category] } : {}),
      championships,
    })),
    params: model.params,
  });

export const REAL_SPORTS: readonly SportDefinition[] = TABLE.map(define(false));
export const VIRTUAL_SPORTS: readonly SportDefinition[] = VIRTUAL_TABLE.map(define(true));
export const SPORTS: readonly SportDefinition[] = [...REAL_SPORTS, ...VIRTUAL_SPORTS];

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
const namePools = new Map<string, readonly string[]>();

/**
 * The names a category's fixtures draw from. The same for every fixture of the category, so
 * made once: the feed plans fixtures all day, virtual races every few minutes.
 */
export function competitorNames(sport: SportDefinition, categoryId: number): readonly string[] {
  const key = `${sport.id}:${categoryId}`;
  let pool = namePools.get(key);
  if (!pool) {
    pool = namesOf(sport, categoryId);
    namePools.set(key, pool);
  }
  return pool;
}

function namesOf(sport: SportDefinition, categoryId: number): string[] {
  const rotate = <T>(list: readonly T[], by: number) => list.map((_, i) => list[(i + by) % list.length]!);
  const shift = categoryId % 97;
  switch (sport.names) {
    case 'club':
      return rotate(CITIES, shift).map((city, i) => `${city} ${sport.clubSuffixes![i % sport.clubSuffixes!.length]}`);
    case 'person': {
      const first = rotate(FIRST, shift * 7);
      return rotate(LAST, shift).map((last, i) => `${first[i]![0]}. ${last}`);
    }
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
