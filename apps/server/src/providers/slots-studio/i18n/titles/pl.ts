import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Szczęśliwa siódemka',
  h2: 'Bar',
  h3: 'Dzwonek',
  h4: 'Arbuz',
  A: 'Winogrona',
  K: 'Pomarańcza',
  Q: 'Cytryna',
  9: 'Wiśnie',
};

export const pl: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabeusze, anchy i złota maska: trzy piramidy otwierają potrojone darmowe spiny w dolinie królów.',
    symbols: {
      h1: 'Złota maska',
      h2: 'Oko Horusa',
      h3: 'Anch',
      h4: 'Skarabeusz',
      wild: 'Wild faraon',
      scatter: 'Scatter piramida',
    },
  },
  'aztec-sun-gold': {
    description:
      'Wespnij się na świątynię w dżungli aż do kamienia słońca: jadeitowe bożki, pierzaste węże i potrojone darmowe spiny.',
    symbols: {
      h1: 'Kamień słońca',
      h2: 'Jadeitowy bożek',
      h3: 'Pióro kwezala',
      h4: 'Owoc kakaowca',
      wild: 'Wild świątynia',
      scatter: 'Scatter słońce',
    },
  },
  'lucky-clover': {
    description: 'Czterolistne koniczyny, podkowy i garniec złota na końcu każdego tęczowego bonusu.',
    symbols: {
      h1: 'Garniec złota',
      h2: 'Podkowa',
      h3: 'Złota moneta',
      h4: 'Cylinder',
      wild: 'Wild koniczyna',
      scatter: 'Scatter tęcza',
    },
  },
  'fruit-fiesta': {
    description: 'Trzy bębny soczystej klasyki, na których wildy ×2 i ×3 mnożą się nawzajem aż do ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro salon gier pełen świecących siódemek i barów; zbierz wildy z mnożnikiem na linii ×9.',
    symbols: { ...fruit, wild2: 'Neonowy wild ×2', wild3: 'Neonowy wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Elegancki klasyk na trzech bębnach: szlifowane diamenty, korony i mnożące wildy.',
    symbols: {
      h1: 'Diament',
      h2: 'Korona',
      h3: 'Pierścień',
      h4: 'Rubin',
      A: 'Szmaragd',
      K: 'Szafir',
      Q: 'Sztabka złota',
      9: 'Perła',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Wejdź o północy do zamku hrabiego: symbole premium płacą od dwóch, a darmowe spiny gryzą z ×3.',
    symbols: {
      h1: 'Hrabia',
      h2: 'Kielich krwi',
      h3: 'Szkarłatna róża',
      h4: 'Świeca',
      wild: 'Wild nietoperz',
      scatter: 'Scatter pełnia',
    },
  },
  'dragons-hoard': {
    description: 'Obudź smoka i złup jego górę złota; każda wygrana w darmowych spinach jest potrojona.',
    symbols: {
      h1: 'Smok',
      h2: 'Smocze jajo',
      h3: 'Tarcza',
      h4: 'Miecz',
      wild: 'Ognisty wild',
      scatter: 'Scatter skarb',
    },
  },
  'olympus-thunder': {
    description: 'Zeus ciska potrojone darmowe spiny z chmur nad świątynią bogów.',
    symbols: {
      h1: 'Piorun',
      h2: 'Złoty hełm',
      h3: 'Lira',
      h4: 'Laur',
      wild: 'Wild świątynia',
      scatter: 'Scatter orzeł',
    },
  },
  'gem-vault-jackpot': {
    description: 'Rozpracuj skarbiec: pięć symboli skarbca w dowolnym miejscu płaci stały jackpot 1000×.',
    symbols: {
      h1: 'Diament',
      h2: 'Rubin',
      h3: 'Szmaragd',
      h4: 'Szafir',
      wild: 'Wild',
      scatter: 'Scatter klucz',
      jackpot: 'Jackpot skarbiec',
    },
  },
  'pirates-plunder': {
    description: 'Podnieś czarną banderę na 25 liniach; pięć skrzyń w dowolnym miejscu płaci jackpot 1000×.',
    symbols: {
      h1: 'Kapitan',
      h2: 'Statek',
      h3: 'Kotwica',
      h4: 'Kompas',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter mapa',
      jackpot: 'Jackpot skrzynia',
    },
  },
  'golden-lantern': {
    description: 'Lampiony rozświetlają nocny targ: szczęśliwe monety, karpie koi i złoty jackpot 1000×.',
    symbols: {
      h1: 'Perła smoka',
      h2: 'Koi',
      h3: 'Szczęśliwa moneta',
      h4: 'Wachlarz',
      wild: 'Wild lampion',
      scatter: 'Scatter petarda',
      jackpot: 'Jackpot złota sztabka',
    },
  },
  'sugar-rush-ways': {
    description: '243 sposoby wygranej w cukierkowej krainie lizaków i żelków, z podwojonymi darmowymi spinami.',
    symbols: {
      h1: 'Lizak',
      h2: 'Cukierek w papierku',
      h3: 'Guma serduszko',
      h4: 'Żelka gwiazdka',
      wild: 'Cukierkowy wild',
      scatter: 'Scatter babeczka',
    },
  },
  'coral-reef': {
    description:
      'Zanurkuj w 243 sposoby wygranej na słonecznej rafie pełnej żółwi, pereł i podwojonych darmowych spinów.',
    symbols: { h1: 'Perła', h2: 'Ryba', h3: 'Muszla', h4: 'Rozgwiazda', wild: 'Wild fala', scatter: 'Scatter skarb' },
  },
  'safari-sunset': {
    description:
      'Przemierzaj sawannę o złotej godzinie: 243 sposoby wygranej i podwojone darmowe spiny wśród wielkiej piątki.',
    symbols: {
      h1: 'Lew',
      h2: 'Cios słonia',
      h3: 'Akacja',
      h4: 'Bęben',
      wild: 'Wild zachód słońca',
      scatter: 'Scatter dżip',
    },
  },
  'jungle-spirits': {
    description:
      '1024 sposoby wygranej pod koronami drzew, gdzie plemienne maski strzegą potrojonych darmowych spinów.',
    symbols: {
      h1: 'Maska ducha',
      h2: 'Tukan',
      h3: 'Orchidea',
      h4: 'Liść',
      wild: 'Wild totem',
      scatter: 'Scatter wodospad',
    },
  },
  'gold-rush-canyon': {
    description:
      'Zaklep działkę na 1024 sposobach wygranej na Dzikim Zachodzie; gwiazdy szeryfa dają potrojone darmowe spiny.',
    symbols: {
      h1: 'Samorodek złota',
      h2: 'Kapelusz kowbojski',
      h3: 'Podkowa',
      h4: 'Kaktus',
      wild: 'Wild szeryf',
      scatter: 'Scatter list gończy',
    },
  },
  'arctic-aurora': {
    description: 'Pod zorzą polarną: 1024 sposoby wygranej wśród kryształów lodu i potrojone darmowe spiny.',
    symbols: {
      h1: 'Kryształ lodu',
      h2: 'Płatek śniegu',
      h3: 'Sosna',
      h4: 'Księżyc',
      wild: 'Wild zorza',
      scatter: 'Scatter igloo',
    },
  },
  'valhalla-megaways': {
    description: 'Do 117 649 dróg do sali poległych: runy, młoty i podwojone darmowe spiny.',
    symbols: { h1: 'Młot', h2: 'Rogaty hełm', h3: 'Tarcza', h4: 'Topór', wild: 'Wild runa', scatter: 'Scatter kruk' },
  },
  'nebula-megaways': {
    description: 'Rakiety, planety i do 117 649 sposobów wygranej w świecącej mgławicy.',
    symbols: {
      h1: 'Planeta',
      h2: 'Rakieta',
      h3: 'Księżyc',
      h4: 'Gwiazda',
      wild: 'Wild mgławica',
      scatter: 'Scatter kometa',
    },
  },
  'samurai-blade-megaways': {
    description: 'Dobądź katany pod kwitnącą wiśnią: do 117 649 sposobów wygranej i podwojone darmowe spiny.',
    symbols: {
      h1: 'Katana',
      h2: 'Wachlarz',
      h3: 'Lampion',
      h4: 'Kwiat wiśni',
      wild: 'Wild słońce',
      scatter: 'Scatter shuriken',
    },
  },
  'enchanted-forest': {
    description: 'Światełka wróżek w prastarym lesie; darmowe spiny przynoszą wildy ×2 i ×3, które mnożą się nawzajem.',
    symbols: {
      h1: 'Róg jednorożca',
      h2: 'Grzyb',
      h3: 'Pióro sowy',
      h4: 'Żołądź',
      wild: 'Wild wróżka',
      wild2: 'Wild wróżka ×2',
      wild3: 'Wild wróżka ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description: 'Zapraszamy pod cyrkowy namiot: mnożące wildy żonglują wygranymi z darmowych spinów.',
    symbols: {
      h1: 'Kapelusz konferansjera',
      h2: 'Balon',
      h3: 'Bęben',
      h4: 'Bilet',
      wild: 'Wild gwiazda',
      wild2: 'Wild gwiazda ×2',
      wild3: 'Wild gwiazda ×3',
      scatter: 'Scatter namiot',
    },
  },
  'clockwork-riches': {
    description: 'Mosiężne zębatki i para: nakręć darmowe spiny, w których wildy z mnożnikiem zazębiają się ze sobą.',
    symbols: {
      h1: 'Zegarek kieszonkowy',
      h2: 'Klucz',
      h3: 'Zębatka',
      h4: 'Gogle',
      wild: 'Parowy wild',
      wild2: 'Parowy wild ×2',
      wild3: 'Parowy wild ×3',
      scatter: 'Scatter sterowiec',
    },
  },
  'european-roulette': {
    description:
      'Koło z jednym zerem: zakład na numer do 35:1, wszystkie zakłady wewnętrzne i zewnętrzne, 97,30 % na każdym zakładzie.',
  },
  blackjack: { description: 'Sześć talii, krupier staje na miękkich 17, podwojenie po splicie, blackjack płaci 3:2.' },
  'jacks-or-better': {
    description: 'Wideo poker 9/6 z pełną wypłatą: zatrzymaj, dobierz, a poker królewski płaci 800×.',
  },
};
