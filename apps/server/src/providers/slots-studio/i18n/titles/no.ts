import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Lykkesyver',
  h2: 'Bar',
  h3: 'Bjelle',
  h4: 'Vannmelon',
  A: 'Druer',
  K: 'Appelsin',
  Q: 'Sitron',
  9: 'Kirsebær',
};

export const no: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabeer, ankher og den gylne masken: tre pyramider åpner tredoble gratisspinn i Kongenes dal.',
    symbols: {
      h1: 'Gyllen maske',
      h2: 'Horus’ øye',
      h3: 'Ankh',
      h4: 'Skarabé',
      wild: 'Farao-wild',
      scatter: 'Pyramide-scatter',
    },
  },
  'aztec-sun-gold': {
    description: 'Klatre opp jungeltempelet til solsteinen: jadeidoler, fjærkledde slanger og tredoble gratisspinn.',
    symbols: {
      h1: 'Solstein',
      h2: 'Jadeidol',
      h3: 'Quetzalfjær',
      h4: 'Kakaofrukt',
      wild: 'Tempel-wild',
      scatter: 'Sol-scatter',
    },
  },
  'lucky-clover': {
    description: 'Firkløver, hestesko og en gryte med gull ved enden av hver regnbuebonus.',
    symbols: {
      h1: 'Gullgryte',
      h2: 'Hestesko',
      h3: 'Gullmynt',
      h4: 'Flosshatt',
      wild: 'Kløver-wild',
      scatter: 'Regnbue-scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Tre hjul med saftige klassikere der ×2- og ×3-wilds ganger hverandre opp til ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'En retroarkade av glødende syvere og barer; stable multiplikator-wilds for en ×9-linje.',
    symbols: { ...fruit, wild2: 'Neon-wild ×2', wild3: 'Neon-wild ×3' },
  },
  'diamond-deluxe': {
    description: 'En polert klassiker med tre hjul av slipte diamanter og kroner, med multipliserende wilds.',
    symbols: {
      h1: 'Diamant',
      h2: 'Krone',
      h3: 'Ring',
      h4: 'Rubin',
      A: 'Smaragd',
      K: 'Safir',
      Q: 'Gullbarre',
      9: 'Perle',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Gå inn i grevens slott ved midnatt: premiumsymboler betaler fra to, og gratisspinn biter med ×3.',
    symbols: {
      h1: 'Greven',
      h2: 'Blodbeger',
      h3: 'Blodrød rose',
      h4: 'Lys',
      wild: 'Flaggermus-wild',
      scatter: 'Fullmåne-scatter',
    },
  },
  'dragons-hoard': {
    description: 'Vekk dragen og plyndre fjellet hans av gull; hver gevinst i gratisspinn tredobles.',
    symbols: { h1: 'Drage', h2: 'Drageegg', h3: 'Skjold', h4: 'Sverd', wild: 'Ild-wild', scatter: 'Skatt-scatter' },
  },
  'olympus-thunder': {
    description: 'Zevs slynger tredoble gratisspinn fra skyene over gudenes tempel.',
    symbols: {
      h1: 'Lynstråle',
      h2: 'Gyllen hjelm',
      h3: 'Lyre',
      h4: 'Laurbær',
      wild: 'Tempel-wild',
      scatter: 'Ørn-scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Knekk hvelvet: fem hvelvsymboler hvor som helst betaler den faste jackpoten på 1 000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubin',
      h3: 'Smaragd',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Nøkkel-scatter',
      jackpot: 'Hvelv-jackpot',
    },
  },
  'pirates-plunder': {
    description: 'Heis det svarte flagget på 25 linjer; fem kister hvor som helst betaler jackpoten på 1 000×.',
    symbols: {
      h1: 'Kaptein',
      h2: 'Skip',
      h3: 'Anker',
      h4: 'Kompass',
      wild: 'Piratflagg-wild',
      scatter: 'Kart-scatter',
      jackpot: 'Kiste-jackpot',
    },
  },
  'golden-lantern': {
    description: 'Lykter lyser opp nattmarkedet: lykkemynter, koi og en gyllen jackpot på 1 000×.',
    symbols: {
      h1: 'Drageperle',
      h2: 'Koi',
      h3: 'Lykkemynt',
      h4: 'Vifte',
      wild: 'Lykt-wild',
      scatter: 'Kinaputt-scatter',
      jackpot: 'Gullbarre-jackpot',
    },
  },
  'sugar-rush-ways': {
    description: '243 vinnerveier gjennom et godteriland av kjærlighet på pinne og gelégodteri, med doble gratisspinn.',
    symbols: {
      h1: 'Kjærlighet på pinne',
      h2: 'Innpakket karamell',
      h3: 'Hjertetyggis',
      h4: 'Stjernegelé',
      wild: 'Godteri-wild',
      scatter: 'Cupcake-scatter',
    },
  },
  'coral-reef': {
    description: 'Dykk 243 vinnerveier gjennom et solfylt rev av skilpadder, perler og doble gratisspinn.',
    symbols: { h1: 'Perle', h2: 'Fisk', h3: 'Skjell', h4: 'Sjøstjerne', wild: 'Bølge-wild', scatter: 'Skatt-scatter' },
  },
  'safari-sunset': {
    description: 'Streif over savannen i den gylne timen: 243 vinnerveier og doble gratisspinn blant de fem store.',
    symbols: {
      h1: 'Løve',
      h2: 'Støttann',
      h3: 'Akasie',
      h4: 'Tromme',
      wild: 'Solnedgang-wild',
      scatter: 'Jeep-scatter',
    },
  },
  'jungle-spirits': {
    description: '1 024 vinnerveier under trekronene, der stammemasker vokter tredoble gratisspinn.',
    symbols: { h1: 'Åndemaske', h2: 'Tukan', h3: 'Orkidé', h4: 'Blad', wild: 'Totem-wild', scatter: 'Foss-scatter' },
  },
  'gold-rush-canyon': {
    description:
      'Stikk ut din claim på 1 024 vinnerveier i det ville vesten; sheriffstjerner gir tredoble gratisspinn.',
    symbols: {
      h1: 'Gullklump',
      h2: 'Cowboyhatt',
      h3: 'Hestesko',
      h4: 'Kaktus',
      wild: 'Sheriff-wild',
      scatter: 'Ettersøkt-scatter',
    },
  },
  'arctic-aurora': {
    description: 'Under nordlyset: 1 024 vinnerveier av iskrystaller og tredoble gratisspinn.',
    symbols: {
      h1: 'Iskrystall',
      h2: 'Snøfnugg',
      h3: 'Furu',
      h4: 'Måne',
      wild: 'Nordlys-wild',
      scatter: 'Iglo-scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Opptil 117 649 veier til de falnes hall: runer, hammere og doble gratisspinn.',
    symbols: { h1: 'Hammer', h2: 'Hornhjelm', h3: 'Skjold', h4: 'Øks', wild: 'Rune-wild', scatter: 'Ravn-scatter' },
  },
  'nebula-megaways': {
    description: 'Raketter, planeter og opptil 117 649 vinnerveier gjennom en glødende tåke.',
    symbols: { h1: 'Planet', h2: 'Rakett', h3: 'Måne', h4: 'Stjerne', wild: 'Tåke-wild', scatter: 'Komet-scatter' },
  },
  'samurai-blade-megaways': {
    description: 'Trekk katanaen under kirsebærblomstene: opptil 117 649 vinnerveier og doble gratisspinn.',
    symbols: { h1: 'Katana', h2: 'Vifte', h3: 'Lykt', h4: 'Blomst', wild: 'Sol-wild', scatter: 'Shuriken-scatter' },
  },
  'enchanted-forest': {
    description: 'Alvelys i en eldgammel skog; gratisspinn gir ×2- og ×3-wilds som ganger hverandre.',
    symbols: {
      h1: 'Enhjørningshorn',
      h2: 'Sopp',
      h3: 'Uglefjær',
      h4: 'Eikenøtt',
      wild: 'Alve-wild',
      wild2: 'Alve-wild ×2',
      wild3: 'Alve-wild ×3',
      scatter: 'Portal-scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Kom inn i sirkusteltet: multipliserende wilds sjonglerer med gevinstene dine i gratisspinn.',
    symbols: {
      h1: 'Sirkusdirektørens hatt',
      h2: 'Ballong',
      h3: 'Tromme',
      h4: 'Billett',
      wild: 'Stjerne-wild',
      wild2: 'Stjerne-wild ×2',
      wild3: 'Stjerne-wild ×3',
      scatter: 'Telt-scatter',
    },
  },
  'clockwork-riches': {
    description: 'Messingtannhjul og damp: trekk opp gratisspinn der multiplikator-wilds griper inn i hverandre.',
    symbols: {
      h1: 'Lommeur',
      h2: 'Nøkkel',
      h3: 'Tannhjul',
      h4: 'Vernebriller',
      wild: 'Damp-wild',
      wild2: 'Damp-wild ×2',
      wild3: 'Damp-wild ×3',
      scatter: 'Luftskip-scatter',
    },
  },
  'european-roulette': {
    description: 'Hjulet med én null: enkelttall til 35:1, alle inne- og uteinnsatser, 97,30 % på hver innsats.',
  },
  blackjack: { description: 'Seks kortstokker, dealeren står på myk 17, doble etter splitt, blackjack betaler 3:2.' },
  'jacks-or-better': { description: 'Fullbetalende 9/6 videopoker: hold, trekk, og en royal flush betaler 800×.' },
};
