import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Lyckosjua',
  h2: 'Bar',
  h3: 'Klocka',
  h4: 'Vattenmelon',
  A: 'Vindruvor',
  K: 'Apelsin',
  Q: 'Citron',
  9: 'Körsbär',
};

export const sv: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabéer, ankh och den gyllene masken: tre pyramider öppnar tredubblade free spins i Konungarnas dal.',
    symbols: {
      h1: 'Gyllene mask',
      h2: 'Horus öga',
      h3: 'Ankh',
      h4: 'Skarabé',
      wild: 'Farao-wild',
      scatter: 'Pyramid-scatter',
    },
  },
  'aztec-sun-gold': {
    description: 'Klättra upp för djungeltemplet till solstenen: jadeidoler, fjäderormar och tredubblade free spins.',
    symbols: {
      h1: 'Solsten',
      h2: 'Jadeidol',
      h3: 'Quetzalfjäder',
      h4: 'Kakaofrukt',
      wild: 'Tempel-wild',
      scatter: 'Sol-scatter',
    },
  },
  'lucky-clover': {
    description: 'Fyrklöver, hästskor och en kruka guld vid slutet av varje regnbågsbonus.',
    symbols: {
      h1: 'Guldkruka',
      h2: 'Hästsko',
      h3: 'Guldmynt',
      h4: 'Hög hatt',
      wild: 'Klöver-wild',
      scatter: 'Regnbåge-scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Tre hjul med saftiga klassiker där ×2- och ×3-wilds multiplicerar varandra upp till ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'En retroarkad av glödande sjuor och barer; stapla multiplikator-wilds för en ×9-linje.',
    symbols: { ...fruit, wild2: 'Neon-wild ×2', wild3: 'Neon-wild ×3' },
  },
  'diamond-deluxe': {
    description: 'En polerad klassiker med tre hjul av slipade diamanter och kronor, med multiplicerande wilds.',
    symbols: {
      h1: 'Diamant',
      h2: 'Krona',
      h3: 'Ring',
      h4: 'Rubin',
      A: 'Smaragd',
      K: 'Safir',
      Q: 'Guldtacka',
      9: 'Pärla',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Gå in i grevens slott vid midnatt: premiumsymboler betalar från två och free spins biter med ×3.',
    symbols: {
      h1: 'Greven',
      h2: 'Blodbägare',
      h3: 'Blodröd ros',
      h4: 'Ljus',
      wild: 'Fladdermus-wild',
      scatter: 'Fullmåne-scatter',
    },
  },
  'dragons-hoard': {
    description: 'Väck draken och plundra hans berg av guld; varje vinst i free spins tredubblas.',
    symbols: { h1: 'Drake', h2: 'Drakägg', h3: 'Sköld', h4: 'Svärd', wild: 'Eld-wild', scatter: 'Skatt-scatter' },
  },
  'olympus-thunder': {
    description: 'Zeus slungar tredubblade free spins från molnen över gudarnas tempel.',
    symbols: { h1: 'Blixt', h2: 'Gyllene hjälm', h3: 'Lyra', h4: 'Lager', wild: 'Tempel-wild', scatter: 'Örn-scatter' },
  },
  'gem-vault-jackpot': {
    description: 'Knäck valvet: fem valvsymboler var som helst betalar den fasta jackpotten på 1 000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubin',
      h3: 'Smaragd',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Nyckel-scatter',
      jackpot: 'Valv-jackpot',
    },
  },
  'pirates-plunder': {
    description: 'Hissa svartflaggan på 25 linjer; fem kistor var som helst betalar jackpotten på 1 000×.',
    symbols: {
      h1: 'Kapten',
      h2: 'Skepp',
      h3: 'Ankare',
      h4: 'Kompass',
      wild: 'Dödskalleflagga-wild',
      scatter: 'Karta-scatter',
      jackpot: 'Kist-jackpot',
    },
  },
  'golden-lantern': {
    description: 'Lyktor lyser upp nattmarknaden: lyckomynt, koi och en gyllene jackpot på 1 000×.',
    symbols: {
      h1: 'Drakpärla',
      h2: 'Koi',
      h3: 'Lyckomynt',
      h4: 'Solfjäder',
      wild: 'Lykt-wild',
      scatter: 'Smällare-scatter',
      jackpot: 'Guldtacka-jackpot',
    },
  },
  'sugar-rush-ways': {
    description: '243 vinstvägar genom ett godisland av klubbor och gelégodis med dubblade free spins.',
    symbols: {
      h1: 'Klubba',
      h2: 'Inslagen karamell',
      h3: 'Hjärtgodis',
      h4: 'Stjärngelé',
      wild: 'Godis-wild',
      scatter: 'Cupcake-scatter',
    },
  },
  'coral-reef': {
    description: 'Dyk 243 vinstvägar genom ett solbelyst rev av sköldpaddor, pärlor och dubblade free spins.',
    symbols: { h1: 'Pärla', h2: 'Fisk', h3: 'Snäcka', h4: 'Sjöstjärna', wild: 'Våg-wild', scatter: 'Skatt-scatter' },
  },
  'safari-sunset': {
    description: 'Ströva över savannen i gyllene timmen: 243 vinstvägar och dubblade free spins bland de fem stora.',
    symbols: { h1: 'Lejon', h2: 'Bete', h3: 'Akacia', h4: 'Trumma', wild: 'Solnedgång-wild', scatter: 'Jeep-scatter' },
  },
  'jungle-spirits': {
    description: '1 024 vinstvägar under trädkronorna där stammasker vaktar tredubblade free spins.',
    symbols: {
      h1: 'Andemask',
      h2: 'Tukan',
      h3: 'Orkidé',
      h4: 'Löv',
      wild: 'Totem-wild',
      scatter: 'Vattenfall-scatter',
    },
  },
  'gold-rush-canyon': {
    description: 'Muta in din claim på 1 024 vinstvägar i vilda västern; sheriffstjärnor ger tredubblade free spins.',
    symbols: {
      h1: 'Guldklimp',
      h2: 'Cowboyhatt',
      h3: 'Hästsko',
      h4: 'Kaktus',
      wild: 'Sheriff-wild',
      scatter: 'Efterlyst-scatter',
    },
  },
  'arctic-aurora': {
    description: 'Under norrskenet: 1 024 vinstvägar av iskristaller och tredubblade free spins.',
    symbols: {
      h1: 'Iskristall',
      h2: 'Snöflinga',
      h3: 'Tall',
      h4: 'Måne',
      wild: 'Norrsken-wild',
      scatter: 'Iglo-scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Upp till 117 649 vägar till de stupades sal: runor, hammare och dubblade free spins.',
    symbols: { h1: 'Hammare', h2: 'Hornhjälm', h3: 'Sköld', h4: 'Yxa', wild: 'Run-wild', scatter: 'Korp-scatter' },
  },
  'nebula-megaways': {
    description: 'Raketer, planeter och upp till 117 649 vinstvägar genom en glödande nebulosa.',
    symbols: { h1: 'Planet', h2: 'Raket', h3: 'Måne', h4: 'Stjärna', wild: 'Nebulosa-wild', scatter: 'Komet-scatter' },
  },
  'samurai-blade-megaways': {
    description: 'Dra katanan under körsbärsblommorna: upp till 117 649 vinstvägar och dubblade free spins.',
    symbols: {
      h1: 'Katana',
      h2: 'Solfjäder',
      h3: 'Lykta',
      h4: 'Blomma',
      wild: 'Sol-wild',
      scatter: 'Shuriken-scatter',
    },
  },
  'enchanted-forest': {
    description: 'Älvljus i en urgammal skog; free spins ger ×2- och ×3-wilds som multiplicerar varandra.',
    symbols: {
      h1: 'Enhörningshorn',
      h2: 'Svamp',
      h3: 'Ugglefjäder',
      h4: 'Ekollon',
      wild: 'Älv-wild',
      wild2: 'Älv-wild ×2',
      wild3: 'Älv-wild ×3',
      scatter: 'Portal-scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Stig på under cirkustältet: multiplicerande wilds jonglerar med dina vinster i free spins.',
    symbols: {
      h1: 'Cirkusdirektörens hatt',
      h2: 'Ballong',
      h3: 'Trumma',
      h4: 'Biljett',
      wild: 'Stjärn-wild',
      wild2: 'Stjärn-wild ×2',
      wild3: 'Stjärn-wild ×3',
      scatter: 'Tält-scatter',
    },
  },
  'clockwork-riches': {
    description: 'Mässingskugghjul och ånga: dra upp free spins där multiplikator-wilds griper i varandra.',
    symbols: {
      h1: 'Fickur',
      h2: 'Nyckel',
      h3: 'Kugghjul',
      h4: 'Skyddsglasögon',
      wild: 'Ång-wild',
      wild2: 'Ång-wild ×2',
      wild3: 'Ång-wild ×3',
      scatter: 'Luftskepp-scatter',
    },
  },
  'european-roulette': {
    description: 'Hjulet med en nolla: straight up till 35:1, alla inside- och outside-spel, 97,30 % på varje spel.',
  },
  blackjack: { description: 'Sex kortlekar, dealern stannar på mjuk 17, dubbla efter delning, blackjack betalar 3:2.' },
  'jacks-or-better': { description: 'Fullbetalande 9/6 videopoker: håll, dra, och en royal flush betalar 800×.' },
};
