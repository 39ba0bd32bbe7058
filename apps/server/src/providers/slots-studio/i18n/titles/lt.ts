import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Laimingas septynetas',
  h2: 'Baras',
  h3: 'Varpelis',
  h4: 'Arbūzas',
  A: 'Vynuogės',
  K: 'Apelsinas',
  Q: 'Citrina',
  9: 'Vyšnios',
};

export const lt: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabėjai, anchai ir auksinė kaukė: trys piramidės Karalių slėnyje atveria trigubus nemokamus sukimus.',
    symbols: {
      h1: 'Auksinė kaukė',
      h2: 'Horo akis',
      h3: 'Anchas',
      h4: 'Skarabėjas',
      wild: 'Faraono wild',
      scatter: 'Piramidės scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Kopk džiunglių šventykla iki saulės akmens: nefrito stabai, plunksnuotosios gyvatės ir trigubi nemokami sukimai.',
    symbols: {
      h1: 'Saulės akmuo',
      h2: 'Nefrito stabas',
      h3: 'Kvetzalio plunksna',
      h4: 'Kakavos vaisius',
      wild: 'Šventyklos wild',
      scatter: 'Saulės scatter',
    },
  },
  'lucky-clover': {
    description: 'Keturlapiai dobilai, pasagos ir puodas aukso kiekvieno vaivorykštės premijos gale.',
    symbols: {
      h1: 'Aukso puodas',
      h2: 'Pasaga',
      h3: 'Auksinė moneta',
      h4: 'Cilindras',
      wild: 'Dobilo wild',
      scatter: 'Vaivorykštės scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Trys būgnai sultingos klasikos, kur ×2 ir ×3 wild dauginasi tarpusavyje iki ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro žaidimų salė su švytinčiais septynetais ir barais; sukrauk daugiklio wild ×9 linijai.',
    symbols: { ...fruit, wild2: 'Neoninis wild ×2', wild3: 'Neoninis wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Nušlifuota trijų būgnų klasika iš briliantų ir karūnų su dauginančiais wild.',
    symbols: {
      h1: 'Deimantas',
      h2: 'Karūna',
      h3: 'Žiedas',
      h4: 'Rubinas',
      A: 'Smaragdas',
      K: 'Safyras',
      Q: 'Aukso luitas',
      9: 'Perlas',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Vidurnaktį įženk į grafo pilį: aukščiausi simboliai moka nuo dviejų, o nemokami sukimai kanda ×3.',
    symbols: {
      h1: 'Grafas',
      h2: 'Kraujo taurė',
      h3: 'Purpurinė rožė',
      h4: 'Žvakė',
      wild: 'Šikšnosparnio wild',
      scatter: 'Pilnaties scatter',
    },
  },
  'dragons-hoard': {
    description: 'Pažadink drakoną ir apiplėšk jo aukso kalną; kiekvienas nemokamų sukimų laimėjimas patrigubinamas.',
    symbols: {
      h1: 'Drakonas',
      h2: 'Drakono kiaušinis',
      h3: 'Skydas',
      h4: 'Kardas',
      wild: 'Ugnies wild',
      scatter: 'Lobio scatter',
    },
  },
  'olympus-thunder': {
    description: 'Dzeusas iš debesų virš dievų šventyklos svaido trigubus nemokamus sukimus.',
    symbols: {
      h1: 'Žaibas',
      h2: 'Auksinis šalmas',
      h3: 'Lyra',
      h4: 'Lauras',
      wild: 'Šventyklos wild',
      scatter: 'Erelio scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Įsilauk į seifą: penki seifo simboliai bet kur moka fiksuotą 1000× džekpotą.',
    symbols: {
      h1: 'Deimantas',
      h2: 'Rubinas',
      h3: 'Smaragdas',
      h4: 'Safyras',
      wild: 'Wild',
      scatter: 'Rakto scatter',
      jackpot: 'Seifo džekpotas',
    },
  },
  'pirates-plunder': {
    description: 'Iškelk juodą vėliavą 25 linijose; penkios skrynios bet kur moka 1000× džekpotą.',
    symbols: {
      h1: 'Kapitonas',
      h2: 'Laivas',
      h3: 'Inkaras',
      h4: 'Kompasas',
      wild: 'Piratų vėliavos wild',
      scatter: 'Žemėlapio scatter',
      jackpot: 'Skrynios džekpotas',
    },
  },
  'golden-lantern': {
    description: 'Žibintai apšviečia naktinį turgų: laimės monetos, koi karpiai ir auksinis 1000× džekpotas.',
    symbols: {
      h1: 'Drakono perlas',
      h2: 'Koi',
      h3: 'Laimės moneta',
      h4: 'Vėduoklė',
      wild: 'Žibinto wild',
      scatter: 'Petardos scatter',
      jackpot: 'Aukso luito džekpotas',
    },
  },
  'sugar-rush-ways': {
    description: '243 laimėjimo būdai saldainių šalyje tarp ledinukų ir guminukų, su dvigubais nemokamais sukimais.',
    symbols: {
      h1: 'Ledinukas',
      h2: 'Suvyniotas saldainis',
      h3: 'Širdelės guma',
      h4: 'Žvaigždės želė',
      wild: 'Saldainio wild',
      scatter: 'Keksiuko scatter',
    },
  },
  'coral-reef': {
    description: 'Nerk 243 būdais per saulėtą rifą tarp vėžlių, perlų ir dvigubų nemokamų sukimų.',
    symbols: {
      h1: 'Perlas',
      h2: 'Žuvis',
      h3: 'Kriauklė',
      h4: 'Jūrų žvaigždė',
      wild: 'Bangos wild',
      scatter: 'Lobio scatter',
    },
  },
  'safari-sunset': {
    description: 'Klajok savanoje auksinę valandą: 243 būdai ir dvigubi nemokami sukimai tarp didžiojo penketo.',
    symbols: {
      h1: 'Liūtas',
      h2: 'Iltis',
      h3: 'Akacija',
      h4: 'Būgnas',
      wild: 'Saulėlydžio wild',
      scatter: 'Džipo scatter',
    },
  },
  'jungle-spirits': {
    description: '1024 būdai po medžių lajomis, kur genčių kaukės saugo trigubus nemokamus sukimus.',
    symbols: {
      h1: 'Dvasios kaukė',
      h2: 'Tukanas',
      h3: 'Orchidėja',
      h4: 'Lapas',
      wild: 'Totemo wild',
      scatter: 'Krioklio scatter',
    },
  },
  'gold-rush-canyon': {
    description:
      'Užsiimk sklypą 1024 būdais Laukiniuose Vakaruose; šerifo žvaigždės atneša trigubus nemokamus sukimus.',
    symbols: {
      h1: 'Aukso grynuolis',
      h2: 'Kaubojaus skrybėlė',
      h3: 'Pasaga',
      h4: 'Kaktusas',
      wild: 'Šerifo wild',
      scatter: 'Ieškomo scatter',
    },
  },
  'arctic-aurora': {
    description: 'Po šiaurės pašvaiste 1024 būdai iš ledo kristalų ir trigubi nemokami sukimai.',
    symbols: {
      h1: 'Ledo kristalas',
      h2: 'Snaigė',
      h3: 'Pušis',
      h4: 'Mėnulis',
      wild: 'Pašvaistės wild',
      scatter: 'Iglu scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Iki 117 649 kelių į žuvusiųjų menę: runos, kūjai ir dvigubi nemokami sukimai.',
    symbols: {
      h1: 'Kūjis',
      h2: 'Raguotas šalmas',
      h3: 'Skydas',
      h4: 'Kirvis',
      wild: 'Runos wild',
      scatter: 'Varno scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketos, planetos ir iki 117 649 laimėjimo būdų per švytintį ūką.',
    symbols: {
      h1: 'Planeta',
      h2: 'Raketa',
      h3: 'Mėnulis',
      h4: 'Žvaigždė',
      wild: 'Ūko wild',
      scatter: 'Kometos scatter',
    },
  },
  'samurai-blade-megaways': {
    description: 'Ištrauk kataną po žydinčiomis vyšniomis: iki 117 649 būdų ir dvigubi nemokami sukimai.',
    symbols: {
      h1: 'Katana',
      h2: 'Vėduoklė',
      h3: 'Žibintas',
      h4: 'Žiedas',
      wild: 'Saulės wild',
      scatter: 'Šurikeno scatter',
    },
  },
  'enchanted-forest': {
    description: 'Fėjų šviesos senoviniame miške; nemokami sukimai atneša ×2 ir ×3 wild, kurie dauginasi tarpusavyje.',
    symbols: {
      h1: 'Vienaragio ragas',
      h2: 'Grybas',
      h3: 'Pelėdos plunksna',
      h4: 'Gilė',
      wild: 'Fėjos wild',
      wild2: 'Fėjos wild ×2',
      wild3: 'Fėjos wild ×3',
      scatter: 'Portalo scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Užeik į cirko palapinę: dauginantys wild žongliruoja tavo nemokamų sukimų laimėjimais.',
    symbols: {
      h1: 'Manežo vedėjo skrybėlė',
      h2: 'Balionas',
      h3: 'Būgnas',
      h4: 'Bilietas',
      wild: 'Žvaigždės wild',
      wild2: 'Žvaigždės wild ×2',
      wild3: 'Žvaigždės wild ×3',
      scatter: 'Palapinės scatter',
    },
  },
  'clockwork-riches': {
    description: 'Žalvariniai krumpliaračiai ir garai: prisuk nemokamus sukimus, kuriuose daugiklio wild susikabina.',
    symbols: {
      h1: 'Kišeninis laikrodis',
      h2: 'Raktas',
      h3: 'Krumpliaratis',
      h4: 'Apsauginiai akiniai',
      wild: 'Garų wild',
      wild2: 'Garų wild ×2',
      wild3: 'Garų wild ×3',
      scatter: 'Dirižablio scatter',
    },
  },
  'european-roulette': {
    description:
      'Ratas su vienu nuliu: statymas ant skaičiaus iki 35:1, visi vidiniai ir išoriniai statymai, 97,30 % kiekvienam statymui.',
  },
  blackjack: {
    description: 'Šešios kaladės, dalytojas sustoja ties minkštu 17, dvigubinimas po skaidymo, blackjack moka 3:2.',
  },
  'jacks-or-better': {
    description: 'Pilnos išmokos 9/6 vaizdo pokeris: palik, trauk, o karališkoji spalvų eilė moka 800×.',
  },
};
