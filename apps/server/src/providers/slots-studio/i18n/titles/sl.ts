import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Srečna sedmica',
  h2: 'Bar',
  h3: 'Zvonec',
  h4: 'Lubenica',
  A: 'Grozdje',
  K: 'Pomaranča',
  Q: 'Limona',
  9: 'Češnje',
};

export const sl: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabeji, anhi in zlata maska: tri piramide v Dolini kraljev odprejo potrojene brezplačne vrtljaje.',
    symbols: {
      h1: 'Zlata maska',
      h2: 'Horusovo oko',
      h3: 'Anh',
      h4: 'Skarabej',
      wild: 'Faraonov wild',
      scatter: 'Piramidni scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Povzpni se po templju v džungli do sončnega kamna: žadasti maliki, pernate kače in potrojeni brezplačni vrtljaji.',
    symbols: {
      h1: 'Sončni kamen',
      h2: 'Žadasti malik',
      h3: 'Kvezalovo pero',
      h4: 'Kakavov plod',
      wild: 'Tempeljski wild',
      scatter: 'Sončni scatter',
    },
  },
  'lucky-clover': {
    description: 'Štiriperesne deteljice, podkve in lonec zlata na koncu vsakega mavričnega bonusa.',
    symbols: {
      h1: 'Lonec zlata',
      h2: 'Podkev',
      h3: 'Zlatnik',
      h4: 'Cilinder',
      wild: 'Deteljični wild',
      scatter: 'Mavrični scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Trije valji sočne klasike, kjer se wildi ×2 in ×3 med seboj množijo do ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro igralnica žarečih sedmic in barov; naloži wilde z množiteljem za linijo ×9.',
    symbols: { ...fruit, wild2: 'Neonski wild ×2', wild3: 'Neonski wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Izbrušena klasika na treh valjih z diamanti, kronami in množečimi wildi.',
    symbols: {
      h1: 'Diamant',
      h2: 'Krona',
      h3: 'Prstan',
      h4: 'Rubin',
      A: 'Smaragd',
      K: 'Safir',
      Q: 'Zlata palica',
      9: 'Biser',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Opolnoči vstopi v grofov grad: premium simboli plačajo že od dveh, brezplačni vrtljaji pa ugriznejo z ×3.',
    symbols: {
      h1: 'Grof',
      h2: 'Kelih krvi',
      h3: 'Škrlatna vrtnica',
      h4: 'Sveča',
      wild: 'Netopirjev wild',
      scatter: 'Scatter polna luna',
    },
  },
  'dragons-hoard': {
    description: 'Zbudi zmaja in oropaj njegovo goro zlata; vsak dobitek v brezplačnih vrtljajih se potroji.',
    symbols: {
      h1: 'Zmaj',
      h2: 'Zmajevo jajce',
      h3: 'Ščit',
      h4: 'Meč',
      wild: 'Ognjeni wild',
      scatter: 'Scatter zaklad',
    },
  },
  'olympus-thunder': {
    description: 'Zevs iz oblakov nad templjem bogov meče potrojene brezplačne vrtljaje.',
    symbols: {
      h1: 'Strela',
      h2: 'Zlata čelada',
      h3: 'Lira',
      h4: 'Lovor',
      wild: 'Tempeljski wild',
      scatter: 'Orlov scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Vlomi v trezor: pet simbolov trezorja kjer koli izplača fiksni jackpot 1000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubin',
      h3: 'Smaragd',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Scatter ključ',
      jackpot: 'Jackpot trezor',
    },
  },
  'pirates-plunder': {
    description: 'Dvigni črno zastavo na 25 linijah; pet skrinj kjer koli izplača jackpot 1000×.',
    symbols: {
      h1: 'Kapitan',
      h2: 'Ladja',
      h3: 'Sidro',
      h4: 'Kompas',
      wild: 'Wild piratska zastava',
      scatter: 'Scatter zemljevid',
      jackpot: 'Jackpot skrinja',
    },
  },
  'golden-lantern': {
    description: 'Lampijoni osvetljujejo nočno tržnico: srečni kovanci, krapi koi in zlati jackpot 1000×.',
    symbols: {
      h1: 'Zmajev biser',
      h2: 'Koi',
      h3: 'Srečni kovanec',
      h4: 'Pahljača',
      wild: 'Lampijonski wild',
      scatter: 'Scatter petarda',
      jackpot: 'Jackpot zlata palica',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 načinov dobitka v deželi sladkarij, polni lizik in gumijastih bonbonov, s podvojenimi brezplačnimi vrtljaji.',
    symbols: {
      h1: 'Lizika',
      h2: 'Zavit bonbon',
      h3: 'Žvečilni srček',
      h4: 'Žele zvezdica',
      wild: 'Bonbonski wild',
      scatter: 'Scatter mafin',
    },
  },
  'coral-reef': {
    description: 'Potopi se na 243 načinov v sončen greben poln želv, biserov in podvojenih brezplačnih vrtljajev.',
    symbols: {
      h1: 'Biser',
      h2: 'Riba',
      h3: 'Školjka',
      h4: 'Morska zvezda',
      wild: 'Valovni wild',
      scatter: 'Scatter zaklad',
    },
  },
  'safari-sunset': {
    description:
      'Potepaj se po savani ob zlati uri: 243 načinov dobitka in podvojeni brezplačni vrtljaji med veliko peterico.',
    symbols: { h1: 'Lev', h2: 'Okel', h3: 'Akacija', h4: 'Boben', wild: 'Wild sončni zahod', scatter: 'Scatter džip' },
  },
  'jungle-spirits': {
    description: '1024 načinov dobitka pod krošnjami, kjer plemenske maske varujejo potrojene brezplačne vrtljaje.',
    symbols: {
      h1: 'Maska duha',
      h2: 'Tukan',
      h3: 'Orhideja',
      h4: 'List',
      wild: 'Totemski wild',
      scatter: 'Scatter slap',
    },
  },
  'gold-rush-canyon': {
    description:
      'Zakoliči svoj del na 1024 načinih dobitka na Divjem zahodu; šerifove zvezde prinesejo potrojene brezplačne vrtljaje.',
    symbols: {
      h1: 'Zlata kepica',
      h2: 'Kavbojski klobuk',
      h3: 'Podkev',
      h4: 'Kaktus',
      wild: 'Šerifov wild',
      scatter: 'Scatter tiralica',
    },
  },
  'arctic-aurora': {
    description: 'Pod severnim sijem 1024 načinov dobitka iz ledenih kristalov in potrojeni brezplačni vrtljaji.',
    symbols: {
      h1: 'Ledeni kristal',
      h2: 'Snežinka',
      h3: 'Bor',
      h4: 'Luna',
      wild: 'Wild severni sij',
      scatter: 'Scatter iglu',
    },
  },
  'valhalla-megaways': {
    description: 'Do 117.649 poti v dvorano padlih: rune, kladiva in podvojeni brezplačni vrtljaji.',
    symbols: {
      h1: 'Kladivo',
      h2: 'Rogata čelada',
      h3: 'Ščit',
      h4: 'Sekira',
      wild: 'Runski wild',
      scatter: 'Scatter krokar',
    },
  },
  'nebula-megaways': {
    description: 'Rakete, planeti in do 117.649 načinov dobitka skozi žarečo meglico.',
    symbols: { h1: 'Planet', h2: 'Raketa', h3: 'Luna', h4: 'Zvezda', wild: 'Wild meglica', scatter: 'Scatter komet' },
  },
  'samurai-blade-megaways': {
    description: 'Izvleci katano pod cvetočo češnjo: do 117.649 načinov dobitka in podvojeni brezplačni vrtljaji.',
    symbols: {
      h1: 'Katana',
      h2: 'Pahljača',
      h3: 'Lampijon',
      h4: 'Cvet',
      wild: 'Sončni wild',
      scatter: 'Scatter šuriken',
    },
  },
  'enchanted-forest': {
    description:
      'Vilinske lučke v prastarem gozdu; brezplačni vrtljaji prinesejo wilde ×2 in ×3, ki se med seboj množijo.',
    symbols: {
      h1: 'Rog samoroga',
      h2: 'Goba',
      h3: 'Sovje pero',
      h4: 'Želod',
      wild: 'Vilinski wild',
      wild2: 'Vilinski wild ×2',
      wild3: 'Vilinski wild ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description: 'Stopi pod cirkuški šotor: množeči wildi žonglirajo z dobitki iz brezplačnih vrtljajev.',
    symbols: {
      h1: 'Klobuk vodje maneže',
      h2: 'Balon',
      h3: 'Boben',
      h4: 'Vstopnica',
      wild: 'Zvezdni wild',
      wild2: 'Zvezdni wild ×2',
      wild3: 'Zvezdni wild ×3',
      scatter: 'Scatter šotor',
    },
  },
  'clockwork-riches': {
    description: 'Medeninasti zobniki in para: navij brezplačne vrtljaje, kjer se wildi z množiteljem zaskočijo.',
    symbols: {
      h1: 'Žepna ura',
      h2: 'Ključ',
      h3: 'Zobnik',
      h4: 'Zaščitna očala',
      wild: 'Parni wild',
      wild2: 'Parni wild ×2',
      wild3: 'Parni wild ×3',
      scatter: 'Scatter zračna ladja',
    },
  },
  'european-roulette': {
    description: 'Kolo z eno ničlo: stava na število do 35:1, vse notranje in zunanje stave, 97,30 % na vsaki stavi.',
  },
  blackjack: {
    description: 'Šest kompletov, delivec obstane na mehkih 17, podvojitev po razdelitvi, blackjack izplača 3:2.',
  },
  'jacks-or-better': {
    description: 'Video poker 9/6 s polnim izplačilom: obdrži, zamenjaj, in kraljeva lestvica izplača 800×.',
  },
};
