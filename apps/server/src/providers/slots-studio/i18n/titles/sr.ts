import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Srećna sedmica',
  h2: 'Bar',
  h3: 'Zvono',
  h4: 'Lubenica',
  A: 'Grožđe',
  K: 'Pomorandža',
  Q: 'Limun',
  9: 'Trešnje',
};

export const sr: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabeji, ankovi i zlatna maska: tri piramide u Dolini kraljeva otvaraju utrostručene besplatne okrete.',
    symbols: {
      h1: 'Zlatna maska',
      h2: 'Horusovo oko',
      h3: 'Ank',
      h4: 'Skarabej',
      wild: 'Faraonov wild',
      scatter: 'Scatter piramida',
    },
  },
  'aztec-sun-gold': {
    description:
      'Popni se hramom u džungli do kamena sunca: idoli od žada, pernate zmije i utrostručeni besplatni okreti.',
    symbols: {
      h1: 'Kamen sunca',
      h2: 'Idol od žada',
      h3: 'Pero kecala',
      h4: 'Plod kakaoa',
      wild: 'Wild hram',
      scatter: 'Scatter sunce',
    },
  },
  'lucky-clover': {
    description: 'Detelina s četiri lista, potkovice i ćup zlata na kraju svakog bonusa duge.',
    symbols: {
      h1: 'Ćup zlata',
      h2: 'Potkovica',
      h3: 'Zlatnik',
      h4: 'Cilindar',
      wild: 'Wild detelina',
      scatter: 'Scatter duga',
    },
  },
  'fruit-fiesta': {
    description: 'Tri valjka sočnih klasika gde se wild ×2 i ×3 međusobno množe do ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro igraonica blistavih sedmica i barova; složi wild množitelje za liniju ×9.',
    symbols: { ...fruit, wild2: 'Neonski wild ×2', wild3: 'Neonski wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Uglačana klasika na tri valjka od brušenih dijamanata i kruna, sa wild množiteljima.',
    symbols: {
      h1: 'Dijamant',
      h2: 'Kruna',
      h3: 'Prsten',
      h4: 'Rubin',
      A: 'Smaragd',
      K: 'Safir',
      Q: 'Zlatna poluga',
      9: 'Biser',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Uđi u grofov zamak u ponoć: premijum simboli plaćaju već od dva, a besplatni okreti ujedaju sa ×3.',
    symbols: {
      h1: 'Grof',
      h2: 'Pehar krvi',
      h3: 'Grimizna ruža',
      h4: 'Sveća',
      wild: 'Wild slepi miš',
      scatter: 'Scatter pun mesec',
    },
  },
  'dragons-hoard': {
    description:
      'Probudi zmaja i opljačkaj njegovu planinu zlata; svaki dobitak u besplatnim okretima se utrostručuje.',
    symbols: { h1: 'Zmaj', h2: 'Zmajevo jaje', h3: 'Štit', h4: 'Mač', wild: 'Vatreni wild', scatter: 'Scatter blago' },
  },
  'olympus-thunder': {
    description: 'Zevs iz oblaka iznad hrama bogova baca utrostručene besplatne okrete.',
    symbols: { h1: 'Munja', h2: 'Zlatni šlem', h3: 'Lira', h4: 'Lovor', wild: 'Wild hram', scatter: 'Scatter orao' },
  },
  'gem-vault-jackpot': {
    description: 'Provali trezor: pet simbola trezora bilo gde isplaćuje fiksni džekpot od 1.000×.',
    symbols: {
      h1: 'Dijamant',
      h2: 'Rubin',
      h3: 'Smaragd',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Scatter ključ',
      jackpot: 'Džekpot trezor',
    },
  },
  'pirates-plunder': {
    description: 'Podigni crnu zastavu na 25 linija; pet kovčega bilo gde isplaćuje džekpot od 1.000×.',
    symbols: {
      h1: 'Kapetan',
      h2: 'Brod',
      h3: 'Sidro',
      h4: 'Kompas',
      wild: 'Wild piratska zastava',
      scatter: 'Scatter mapa',
      jackpot: 'Džekpot kovčeg',
    },
  },
  'golden-lantern': {
    description: 'Lampioni osvetljavaju noćnu pijacu: srećni novčići, koi šarani i zlatni džekpot od 1.000×.',
    symbols: {
      h1: 'Zmajev biser',
      h2: 'Koi',
      h3: 'Srećni novčić',
      h4: 'Lepeza',
      wild: 'Wild lampion',
      scatter: 'Scatter petarda',
      jackpot: 'Džekpot zlatna poluga',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 načina za dobitak u zemlji slatkiša punoj lizalica i gumenih bombona, sa udvostručenim besplatnim okretima.',
    symbols: {
      h1: 'Lizalica',
      h2: 'Umotana bombona',
      h3: 'Žvaka srce',
      h4: 'Žele zvezda',
      wild: 'Wild bombona',
      scatter: 'Scatter kolačić',
    },
  },
  'coral-reef': {
    description: 'Zaroni na 243 načina u sunčani greben pun kornjača, bisera i udvostručenih besplatnih okreta.',
    symbols: {
      h1: 'Biser',
      h2: 'Riba',
      h3: 'Školjka',
      h4: 'Morska zvezda',
      wild: 'Wild talas',
      scatter: 'Scatter blago',
    },
  },
  'safari-sunset': {
    description:
      'Krstari savanom u zlatni sat: 243 načina za dobitak i udvostručeni besplatni okreti među velikom petorkom.',
    symbols: { h1: 'Lav', h2: 'Kljova', h3: 'Akacija', h4: 'Bubanj', wild: 'Wild zalazak', scatter: 'Scatter džip' },
  },
  'jungle-spirits': {
    description: '1.024 načina za dobitak pod krošnjama, gde plemenske maske čuvaju utrostručene besplatne okrete.',
    symbols: {
      h1: 'Maska duha',
      h2: 'Tukan',
      h3: 'Orhideja',
      h4: 'List',
      wild: 'Wild totem',
      scatter: 'Scatter vodopad',
    },
  },
  'gold-rush-canyon': {
    description:
      'Zauzmi svoj plac na 1.024 načina na Divljem zapadu; šerifske zvezde donose utrostručene besplatne okrete.',
    symbols: {
      h1: 'Grumen zlata',
      h2: 'Kaubojski šešir',
      h3: 'Potkovica',
      h4: 'Kaktus',
      wild: 'Wild šerif',
      scatter: 'Scatter poternica',
    },
  },
  'arctic-aurora': {
    description: 'Pod polarnom svetlošću, 1.024 načina od ledenih kristala i utrostručeni besplatni okreti.',
    symbols: {
      h1: 'Ledeni kristal',
      h2: 'Pahulja',
      h3: 'Bor',
      h4: 'Mesec',
      wild: 'Wild polarna svetlost',
      scatter: 'Scatter iglo',
    },
  },
  'valhalla-megaways': {
    description: 'Do 117.649 puteva do dvorane palih: rune, čekići i udvostručeni besplatni okreti.',
    symbols: {
      h1: 'Čekić',
      h2: 'Šlem sa rogovima',
      h3: 'Štit',
      h4: 'Sekira',
      wild: 'Wild runa',
      scatter: 'Scatter gavran',
    },
  },
  'nebula-megaways': {
    description: 'Rakete, planete i do 117.649 načina za dobitak kroz blistavu maglinu.',
    symbols: {
      h1: 'Planeta',
      h2: 'Raketa',
      h3: 'Mesec',
      h4: 'Zvezda',
      wild: 'Wild maglina',
      scatter: 'Scatter kometa',
    },
  },
  'samurai-blade-megaways': {
    description:
      'Izvuci katanu pod rascvetalom trešnjom: do 117.649 načina za dobitak i udvostručeni besplatni okreti.',
    symbols: { h1: 'Katana', h2: 'Lepeza', h3: 'Lampion', h4: 'Cvet', wild: 'Wild sunce', scatter: 'Scatter šuriken' },
  },
  'enchanted-forest': {
    description: 'Vilinska svetla u drevnoj šumi; besplatni okreti donose wild ×2 i ×3 koji se međusobno množe.',
    symbols: {
      h1: 'Rog jednoroga',
      h2: 'Pečurka',
      h3: 'Sovino pero',
      h4: 'Žir',
      wild: 'Vilinski wild',
      wild2: 'Vilinski wild ×2',
      wild3: 'Vilinski wild ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description: 'Uđite pod veliki cirkuski šator: wild množitelji žongliraju tvojim dobicima iz besplatnih okreta.',
    symbols: {
      h1: 'Šešir upravnika cirkusa',
      h2: 'Balon',
      h3: 'Bubanj',
      h4: 'Ulaznica',
      wild: 'Zvezdani wild',
      wild2: 'Zvezdani wild ×2',
      wild3: 'Zvezdani wild ×3',
      scatter: 'Scatter šator',
    },
  },
  'clockwork-riches': {
    description: 'Mesingani zupčanici i para: navij besplatne okrete u kojima se wild množitelji uklapaju.',
    symbols: {
      h1: 'Džepni sat',
      h2: 'Ključ',
      h3: 'Zupčanik',
      h4: 'Zaštitne naočare',
      wild: 'Parni wild',
      wild2: 'Parni wild ×2',
      wild3: 'Parni wild ×3',
      scatter: 'Scatter vazdušni brod',
    },
  },
  'european-roulette': {
    description:
      'Točak sa jednom nulom: opklada na broj do 35:1, sve unutrašnje i spoljašnje opklade, 97,30 % na svaku opkladu.',
  },
  blackjack: {
    description: 'Šest špilova, delilac staje na mekih 17, duplira se posle deljenja, blekdžek isplaćuje 3:2.',
  },
  'jacks-or-better': { description: 'Video poker 9/6 sa punom isplatom: zadrži, izvuci, a rojal fleš isplaćuje 800×.' },
};
