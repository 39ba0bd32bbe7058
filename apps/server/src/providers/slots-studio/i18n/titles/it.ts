import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Sette fortunato',
  h2: 'Bar',
  h3: 'Campana',
  h4: 'Anguria',
  A: 'Uva',
  K: 'Arancia',
  Q: 'Limone',
  9: 'Ciliegie',
};

export const it: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Scarabei, ankh e la maschera d’oro: tre piramidi aprono giri gratis triplicati nella valle dei re.',
    symbols: {
      h1: 'Maschera d’oro',
      h2: 'Occhio di Horus',
      h3: 'Ankh',
      h4: 'Scarabeo',
      wild: 'Wild faraone',
      scatter: 'Scatter piramide',
    },
  },
  'aztec-sun-gold': {
    description:
      'Scala il tempio nella giungla fino alla pietra del sole: idoli di giada, serpenti piumati e giri gratis triplicati.',
    symbols: {
      h1: 'Pietra del sole',
      h2: 'Idolo di giada',
      h3: 'Piuma di quetzal',
      h4: 'Baccello di cacao',
      wild: 'Wild tempio',
      scatter: 'Scatter sole',
    },
  },
  'lucky-clover': {
    description: 'Quadrifogli, ferri di cavallo e una pentola d’oro alla fine di ogni bonus arcobaleno.',
    symbols: {
      h1: 'Pentola d’oro',
      h2: 'Ferro di cavallo',
      h3: 'Moneta d’oro',
      h4: 'Cilindro',
      wild: 'Wild quadrifoglio',
      scatter: 'Scatter arcobaleno',
    },
  },
  'fruit-fiesta': {
    description: 'Tre rulli di classici succosi dove i wild ×2 e ×3 si moltiplicano fino a ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Una sala giochi retrò di sette e bar luminosi; accumula i wild moltiplicatori per una linea ×9.',
    symbols: { ...fruit, wild2: 'Wild neon ×2', wild3: 'Wild neon ×3' },
  },
  'diamond-deluxe': {
    description: 'Un raffinato classico a tre rulli di diamanti tagliati e corone, con wild moltiplicatori.',
    symbols: {
      h1: 'Diamante',
      h2: 'Corona',
      h3: 'Anello',
      h4: 'Rubino',
      A: 'Smeraldo',
      K: 'Zaffiro',
      Q: 'Lingotto d’oro',
      9: 'Perla',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Entra nel castello del conte a mezzanotte: i simboli premium pagano da due e i giri gratis mordono a ×3.',
    symbols: {
      h1: 'Il conte',
      h2: 'Calice di sangue',
      h3: 'Rosa cremisi',
      h4: 'Candela',
      wild: 'Wild pipistrello',
      scatter: 'Scatter luna piena',
    },
  },
  'dragons-hoard': {
    description: 'Sveglia il drago e saccheggia la sua montagna d’oro; ogni vincita nei giri gratis è triplicata.',
    symbols: {
      h1: 'Drago',
      h2: 'Uovo di drago',
      h3: 'Scudo',
      h4: 'Spada',
      wild: 'Wild fuoco',
      scatter: 'Scatter tesoro',
    },
  },
  'olympus-thunder': {
    description: 'Zeus scaglia giri gratis triplicati dalle nuvole sopra il tempio degli dei.',
    symbols: {
      h1: 'Fulmine',
      h2: 'Elmo d’oro',
      h3: 'Lira',
      h4: 'Alloro',
      wild: 'Wild tempio',
      scatter: 'Scatter aquila',
    },
  },
  'gem-vault-jackpot': {
    description: 'Scassina il caveau: cinque simboli caveau ovunque pagano il jackpot fisso di 1.000×.',
    symbols: {
      h1: 'Diamante',
      h2: 'Rubino',
      h3: 'Smeraldo',
      h4: 'Zaffiro',
      wild: 'Wild',
      scatter: 'Scatter chiave',
      jackpot: 'Jackpot caveau',
    },
  },
  'pirates-plunder': {
    description: 'Issa la bandiera nera su 25 linee; cinque forzieri ovunque pagano il jackpot di 1.000×.',
    symbols: {
      h1: 'Capitano',
      h2: 'Nave',
      h3: 'Ancora',
      h4: 'Bussola',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter mappa',
      jackpot: 'Jackpot forziere',
    },
  },
  'golden-lantern': {
    description:
      'Le lanterne illuminano il mercato notturno: monete fortunate, carpe koi e un jackpot d’oro di 1.000×.',
    symbols: {
      h1: 'Perla del drago',
      h2: 'Koi',
      h3: 'Moneta fortunata',
      h4: 'Ventaglio',
      wild: 'Wild lanterna',
      scatter: 'Scatter petardo',
      jackpot: 'Jackpot lingotto d’oro',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 modi di vincere in un paese di caramelle, tra lecca-lecca e gelatine, con giri gratis raddoppiati.',
    symbols: {
      h1: 'Lecca-lecca',
      h2: 'Caramella incartata',
      h3: 'Gomma a cuore',
      h4: 'Gelatina stella',
      wild: 'Wild caramella',
      scatter: 'Scatter cupcake',
    },
  },
  'coral-reef': {
    description:
      'Immergiti in 243 modi di vincere in una barriera soleggiata di tartarughe, perle e giri gratis raddoppiati.',
    symbols: {
      h1: 'Perla',
      h2: 'Pesce',
      h3: 'Conchiglia',
      h4: 'Stella marina',
      wild: 'Wild onda',
      scatter: 'Scatter tesoro',
    },
  },
  'safari-sunset': {
    description: 'Attraversa la savana all’ora d’oro: 243 modi di vincere e giri gratis raddoppiati tra i big five.',
    symbols: { h1: 'Leone', h2: 'Zanna', h3: 'Acacia', h4: 'Tamburo', wild: 'Wild tramonto', scatter: 'Scatter jeep' },
  },
  'jungle-spirits': {
    description:
      '1.024 modi di vincere sotto la volta della foresta, dove maschere tribali custodiscono giri gratis triplicati.',
    symbols: {
      h1: 'Maschera spirito',
      h2: 'Tucano',
      h3: 'Orchidea',
      h4: 'Foglia',
      wild: 'Wild totem',
      scatter: 'Scatter cascata',
    },
  },
  'gold-rush-canyon': {
    description:
      'Reclama la tua concessione su 1.024 modi di vincere nel selvaggio West; le stelle da sceriffo portano giri gratis triplicati.',
    symbols: {
      h1: 'Pepita d’oro',
      h2: 'Cappello da cowboy',
      h3: 'Ferro di cavallo',
      h4: 'Cactus',
      wild: 'Wild sceriffo',
      scatter: 'Scatter ricercato',
    },
  },
  'arctic-aurora': {
    description: 'Sotto l’aurora boreale, 1.024 modi di vincere tra cristalli di ghiaccio e giri gratis triplicati.',
    symbols: {
      h1: 'Cristallo di ghiaccio',
      h2: 'Fiocco di neve',
      h3: 'Pino',
      h4: 'Luna',
      wild: 'Wild aurora',
      scatter: 'Scatter igloo',
    },
  },
  'valhalla-megaways': {
    description: 'Fino a 117.649 modi per la sala dei caduti: rune, martelli e giri gratis raddoppiati.',
    symbols: {
      h1: 'Martello',
      h2: 'Elmo cornuto',
      h3: 'Scudo',
      h4: 'Ascia',
      wild: 'Wild runa',
      scatter: 'Scatter corvo',
    },
  },
  'nebula-megaways': {
    description: 'Razzi, pianeti e fino a 117.649 modi di vincere attraverso una nebulosa luminosa.',
    symbols: { h1: 'Pianeta', h2: 'Razzo', h3: 'Luna', h4: 'Stella', wild: 'Wild nebulosa', scatter: 'Scatter cometa' },
  },
  'samurai-blade-megaways': {
    description:
      'Sfodera la katana sotto i ciliegi in fiore: fino a 117.649 modi di vincere e giri gratis raddoppiati.',
    symbols: {
      h1: 'Katana',
      h2: 'Ventaglio',
      h3: 'Lanterna',
      h4: 'Fiore di ciliegio',
      wild: 'Wild sole',
      scatter: 'Scatter shuriken',
    },
  },
  'enchanted-forest': {
    description: 'Luci fatate in un bosco antico; i giri gratis portano wild ×2 e ×3 che si moltiplicano tra loro.',
    symbols: {
      h1: 'Corno di unicorno',
      h2: 'Fungo',
      h3: 'Piuma di gufo',
      h4: 'Ghianda',
      wild: 'Wild fata',
      wild2: 'Wild fata ×2',
      wild3: 'Wild fata ×3',
      scatter: 'Scatter portale',
    },
  },
  'big-top-bonanza': {
    description:
      'Venghino sotto il tendone: i wild moltiplicatori fanno giocoleria con le tue vincite nei giri gratis.',
    symbols: {
      h1: 'Cappello del direttore',
      h2: 'Palloncino',
      h3: 'Tamburo',
      h4: 'Biglietto',
      wild: 'Wild stella',
      wild2: 'Wild stella ×2',
      wild3: 'Wild stella ×3',
      scatter: 'Scatter tendone',
    },
  },
  'clockwork-riches': {
    description: 'Ingranaggi d’ottone e vapore: carica giri gratis dove i wild moltiplicatori si incastrano.',
    symbols: {
      h1: 'Orologio da tasca',
      h2: 'Chiave',
      h3: 'Ingranaggio',
      h4: 'Occhialoni',
      wild: 'Wild vapore',
      wild2: 'Wild vapore ×2',
      wild3: 'Wild vapore ×3',
      scatter: 'Scatter dirigibile',
    },
  },
  'european-roulette': {
    description:
      'La ruota a zero singolo: pieno fino a 35:1, tutte le puntate interne ed esterne, 97,30 % su ogni puntata.',
  },
  blackjack: { description: 'Sei mazzi, il banco sta su 17 soft, raddoppio dopo la divisione, il blackjack paga 3:2.' },
  'jacks-or-better': { description: 'Video poker 9/6 a pagamento pieno: tieni, pesca, e una scala reale paga 800×.' },
};
