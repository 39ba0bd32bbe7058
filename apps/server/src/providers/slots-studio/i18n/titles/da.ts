import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Lykkesyver',
  h2: 'Bar',
  h3: 'Klokke',
  h4: 'Vandmelon',
  A: 'Vindruer',
  K: 'Appelsin',
  Q: 'Citron',
  9: 'Kirsebær',
};

export const da: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabæer, ankher og den gyldne maske: tre pyramider åbner tredoblede free spins i Kongernes Dal.',
    symbols: {
      h1: 'Gylden maske',
      h2: 'Horus’ øje',
      h3: 'Ankh',
      h4: 'Skarabæ',
      wild: 'Farao-wild',
      scatter: 'Pyramide-scatter',
    },
  },
  'aztec-sun-gold': {
    description: 'Klatr op ad jungletemplet til solstenen: jadeidoler, fjerklædte slanger og tredoblede free spins.',
    symbols: {
      h1: 'Solsten',
      h2: 'Jadeidol',
      h3: 'Quetzalfjer',
      h4: 'Kakaofrugt',
      wild: 'Tempel-wild',
      scatter: 'Sol-scatter',
    },
  },
  'lucky-clover': {
    description: 'Firkløvere, hestesko og en gryde guld for enden af hver regnbuebonus.',
    symbols: {
      h1: 'Guldgryde',
      h2: 'Hestesko',
      h3: 'Guldmønt',
      h4: 'Høj hat',
      wild: 'Kløver-wild',
      scatter: 'Regnbue-scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Tre hjul med saftige klassikere, hvor ×2- og ×3-wilds ganger hinanden op til ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'En retroarkade af glødende syvtaller og barer; stabl multiplikator-wilds til en ×9-linje.',
    symbols: { ...fruit, wild2: 'Neon-wild ×2', wild3: 'Neon-wild ×3' },
  },
  'diamond-deluxe': {
    description: 'En poleret klassiker med tre hjul af slebne diamanter og kroner, med multiplicerende wilds.',
    symbols: {
      h1: 'Diamant',
      h2: 'Krone',
      h3: 'Ring',
      h4: 'Rubin',
      A: 'Smaragd',
      K: 'Safir',
      Q: 'Guldbarre',
      9: 'Perle',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Gå ind i grevens slot ved midnat: premiumsymboler betaler fra to, og free spins bider med ×3.',
    symbols: {
      h1: 'Greven',
      h2: 'Blodbæger',
      h3: 'Blodrød rose',
      h4: 'Stearinlys',
      wild: 'Flagermus-wild',
      scatter: 'Fuldmåne-scatter',
    },
  },
  'dragons-hoard': {
    description: 'Væk dragen og plyndr dens bjerg af guld; hver gevinst i free spins tredobles.',
    symbols: { h1: 'Drage', h2: 'Drageæg', h3: 'Skjold', h4: 'Sværd', wild: 'Ild-wild', scatter: 'Skat-scatter' },
  },
  'olympus-thunder': {
    description: 'Zeus slynger tredoblede free spins fra skyerne over gudernes tempel.',
    symbols: {
      h1: 'Lynkile',
      h2: 'Gylden hjelm',
      h3: 'Lyre',
      h4: 'Laurbær',
      wild: 'Tempel-wild',
      scatter: 'Ørn-scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Knæk boksen: fem bokssymboler hvor som helst betaler den faste jackpot på 1.000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubin',
      h3: 'Smaragd',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Nøgle-scatter',
      jackpot: 'Boks-jackpot',
    },
  },
  'pirates-plunder': {
    description: 'Hejs det sorte flag på 25 linjer; fem kister hvor som helst betaler jackpotten på 1.000×.',
    symbols: {
      h1: 'Kaptajn',
      h2: 'Skib',
      h3: 'Anker',
      h4: 'Kompas',
      wild: 'Piratflag-wild',
      scatter: 'Kort-scatter',
      jackpot: 'Kiste-jackpot',
    },
  },
  'golden-lantern': {
    description: 'Lygter oplyser natmarkedet: lykkemønter, koi og en gylden jackpot på 1.000×.',
    symbols: {
      h1: 'Drageperle',
      h2: 'Koi',
      h3: 'Lykkemønt',
      h4: 'Vifte',
      wild: 'Lygte-wild',
      scatter: 'Kanonslag-scatter',
      jackpot: 'Guldbarre-jackpot',
    },
  },
  'sugar-rush-ways': {
    description: '243 gevinstveje gennem et slikland af slikkepinde og vingummi, med fordoblede free spins.',
    symbols: {
      h1: 'Slikkepind',
      h2: 'Indpakket bolsje',
      h3: 'Hjertetyggegummi',
      h4: 'Stjernegelé',
      wild: 'Slik-wild',
      scatter: 'Cupcake-scatter',
    },
  },
  'coral-reef': {
    description: 'Dyk 243 gevinstveje gennem et solbeskinnet rev af skildpadder, perler og fordoblede free spins.',
    symbols: {
      h1: 'Perle',
      h2: 'Fisk',
      h3: 'Muslingeskal',
      h4: 'Søstjerne',
      wild: 'Bølge-wild',
      scatter: 'Skat-scatter',
    },
  },
  'safari-sunset': {
    description: 'Drag over savannen i den gyldne time: 243 gevinstveje og fordoblede free spins blandt de fem store.',
    symbols: {
      h1: 'Løve',
      h2: 'Stødtand',
      h3: 'Akacie',
      h4: 'Tromme',
      wild: 'Solnedgang-wild',
      scatter: 'Jeep-scatter',
    },
  },
  'jungle-spirits': {
    description: '1.024 gevinstveje under trækronerne, hvor stammemasker vogter tredoblede free spins.',
    symbols: {
      h1: 'Åndemaske',
      h2: 'Tukan',
      h3: 'Orkidé',
      h4: 'Blad',
      wild: 'Totem-wild',
      scatter: 'Vandfald-scatter',
    },
  },
  'gold-rush-canyon': {
    description:
      'Afmærk din claim på 1.024 gevinstveje i det vilde vesten; sheriffstjerner giver tredoblede free spins.',
    symbols: {
      h1: 'Guldklump',
      h2: 'Cowboyhat',
      h3: 'Hestesko',
      h4: 'Kaktus',
      wild: 'Sheriff-wild',
      scatter: 'Efterlyst-scatter',
    },
  },
  'arctic-aurora': {
    description: 'Under nordlyset: 1.024 gevinstveje af iskrystaller og tredoblede free spins.',
    symbols: { h1: 'Iskrystal', h2: 'Snefnug', h3: 'Fyr', h4: 'Måne', wild: 'Nordlys-wild', scatter: 'Iglo-scatter' },
  },
  'valhalla-megaways': {
    description: 'Op til 117.649 veje til de faldnes hal: runer, hamre og fordoblede free spins.',
    symbols: { h1: 'Hammer', h2: 'Hornhjelm', h3: 'Skjold', h4: 'Økse', wild: 'Rune-wild', scatter: 'Ravn-scatter' },
  },
  'nebula-megaways': {
    description: 'Raketter, planeter og op til 117.649 gevinstveje gennem en glødende tåge.',
    symbols: { h1: 'Planet', h2: 'Raket', h3: 'Måne', h4: 'Stjerne', wild: 'Tåge-wild', scatter: 'Komet-scatter' },
  },
  'samurai-blade-megaways': {
    description: 'Træk katanaen under kirsebærblomsterne: op til 117.649 gevinstveje og fordoblede free spins.',
    symbols: { h1: 'Katana', h2: 'Vifte', h3: 'Lygte', h4: 'Blomst', wild: 'Sol-wild', scatter: 'Shuriken-scatter' },
  },
  'enchanted-forest': {
    description: 'Alfelys i en ældgammel skov; free spins giver ×2- og ×3-wilds, der ganger hinanden.',
    symbols: {
      h1: 'Enhjørningehorn',
      h2: 'Svamp',
      h3: 'Uglefjer',
      h4: 'Agern',
      wild: 'Alfe-wild',
      wild2: 'Alfe-wild ×2',
      wild3: 'Alfe-wild ×3',
      scatter: 'Portal-scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Kom ind i cirkusteltet: multiplicerende wilds jonglerer med dine gevinster i free spins.',
    symbols: {
      h1: 'Cirkusdirektørens hat',
      h2: 'Ballon',
      h3: 'Tromme',
      h4: 'Billet',
      wild: 'Stjerne-wild',
      wild2: 'Stjerne-wild ×2',
      wild3: 'Stjerne-wild ×3',
      scatter: 'Telt-scatter',
    },
  },
  'clockwork-riches': {
    description: 'Messingtandhjul og damp: træk free spins op, hvor multiplikator-wilds griber ind i hinanden.',
    symbols: {
      h1: 'Lommeur',
      h2: 'Nøgle',
      h3: 'Tandhjul',
      h4: 'Beskyttelsesbriller',
      wild: 'Damp-wild',
      wild2: 'Damp-wild ×2',
      wild3: 'Damp-wild ×3',
      scatter: 'Luftskib-scatter',
    },
  },
  'european-roulette': {
    description: 'Hjulet med ét nul: enkelttal til 35:1, alle inside- og outside-væddemål, 97,30 % på hvert væddemål.',
  },
  blackjack: { description: 'Seks kortspil, dealeren står på blød 17, double efter split, blackjack betaler 3:2.' },
  'jacks-or-better': { description: 'Fuldtbetalende 9/6 videopoker: hold, træk, og en royal flush betaler 800×.' },
};
