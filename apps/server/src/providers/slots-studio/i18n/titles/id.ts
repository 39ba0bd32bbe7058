import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Tujuh keberuntungan',
  h2: 'Bar',
  h3: 'Lonceng',
  h4: 'Semangka',
  A: 'Anggur',
  K: 'Jeruk',
  Q: 'Lemon',
  9: 'Ceri',
};

export const id: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Kumbang skarab, ankh, dan topeng emas: tiga piramida membuka putaran gratis tiga kali lipat di lembah para raja.',
    symbols: {
      h1: 'Topeng emas',
      h2: 'Mata Horus',
      h3: 'Ankh',
      h4: 'Skarab',
      wild: 'Wild firaun',
      scatter: 'Scatter piramida',
    },
  },
  'aztec-sun-gold': {
    description:
      'Daki kuil hutan hingga batu matahari: berhala giok, ular berbulu, dan putaran gratis tiga kali lipat.',
    symbols: {
      h1: 'Batu matahari',
      h2: 'Berhala giok',
      h3: 'Bulu quetzal',
      h4: 'Buah kakao',
      wild: 'Wild kuil',
      scatter: 'Scatter matahari',
    },
  },
  'lucky-clover': {
    description: 'Semanggi berdaun empat, tapal kuda, dan sekuali emas di ujung setiap bonus pelangi.',
    symbols: {
      h1: 'Kuali emas',
      h2: 'Tapal kuda',
      h3: 'Koin emas',
      h4: 'Topi tinggi',
      wild: 'Wild semanggi',
      scatter: 'Scatter pelangi',
    },
  },
  'fruit-fiesta': {
    description: 'Tiga gulungan klasik yang segar, tempat wild ×2 dan ×3 saling mengalikan hingga ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Arkade retro berisi angka tujuh dan bar yang menyala; tumpuk wild pengali untuk garis ×9.',
    symbols: { ...fruit, wild2: 'Wild neon ×2', wild3: 'Wild neon ×3' },
  },
  'diamond-deluxe': {
    description: 'Klasik tiga gulungan yang mewah dengan berlian asah, mahkota, dan wild pengali.',
    symbols: {
      h1: 'Berlian',
      h2: 'Mahkota',
      h3: 'Cincin',
      h4: 'Rubi',
      A: 'Zamrud',
      K: 'Safir',
      Q: 'Batangan emas',
      9: 'Mutiara',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Masuki kastel sang count di tengah malam: simbol premium membayar mulai dari dua dan putaran gratis menggigit dengan ×3.',
    symbols: {
      h1: 'Sang count',
      h2: 'Piala darah',
      h3: 'Mawar merah tua',
      h4: 'Lilin',
      wild: 'Wild kelelawar',
      scatter: 'Scatter bulan purnama',
    },
  },
  'dragons-hoard': {
    description: 'Bangunkan naga dan jarah gunung emasnya; setiap kemenangan putaran gratis dilipatgandakan tiga kali.',
    symbols: { h1: 'Naga', h2: 'Telur naga', h3: 'Perisai', h4: 'Pedang', wild: 'Wild api', scatter: 'Scatter harta' },
  },
  'olympus-thunder': {
    description: 'Zeus melemparkan putaran gratis tiga kali lipat dari awan di atas kuil para dewa.',
    symbols: {
      h1: 'Petir',
      h2: 'Helm emas',
      h3: 'Lira',
      h4: 'Daun salam',
      wild: 'Wild kuil',
      scatter: 'Scatter elang',
    },
  },
  'gem-vault-jackpot': {
    description: 'Bobol brankas: lima simbol brankas di mana saja membayar jackpot tetap 1.000×.',
    symbols: {
      h1: 'Berlian',
      h2: 'Rubi',
      h3: 'Zamrud',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Scatter kunci',
      jackpot: 'Jackpot brankas',
    },
  },
  'pirates-plunder': {
    description: 'Kibarkan bendera hitam di 25 garis; lima peti di mana saja membayar jackpot 1.000×.',
    symbols: {
      h1: 'Kapten',
      h2: 'Kapal',
      h3: 'Jangkar',
      h4: 'Kompas',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter peta',
      jackpot: 'Jackpot peti',
    },
  },
  'golden-lantern': {
    description: 'Lampion menerangi pasar malam: koin keberuntungan, ikan koi, dan jackpot emas 1.000×.',
    symbols: {
      h1: 'Mutiara naga',
      h2: 'Koi',
      h3: 'Koin keberuntungan',
      h4: 'Kipas',
      wild: 'Wild lampion',
      scatter: 'Scatter petasan',
      jackpot: 'Jackpot batangan emas',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 cara menang di negeri permen penuh lolipop dan permen jeli, dengan putaran gratis dua kali lipat.',
    symbols: {
      h1: 'Lolipop',
      h2: 'Permen bungkus',
      h3: 'Permen karet hati',
      h4: 'Jeli bintang',
      wild: 'Wild permen',
      scatter: 'Scatter cupcake',
    },
  },
  'coral-reef': {
    description:
      'Menyelam di 243 cara menang melintasi terumbu cerah penuh penyu, mutiara, dan putaran gratis dua kali lipat.',
    symbols: {
      h1: 'Mutiara',
      h2: 'Ikan',
      h3: 'Kerang',
      h4: 'Bintang laut',
      wild: 'Wild ombak',
      scatter: 'Scatter harta',
    },
  },
  'safari-sunset': {
    description: 'Jelajahi sabana di jam emas: 243 cara menang dan putaran gratis dua kali lipat di antara lima besar.',
    symbols: { h1: 'Singa', h2: 'Gading', h3: 'Akasia', h4: 'Gendang', wild: 'Wild senja', scatter: 'Scatter jip' },
  },
  'jungle-spirits': {
    description: '1.024 cara menang di bawah kanopi, tempat topeng suku menjaga putaran gratis tiga kali lipat.',
    symbols: {
      h1: 'Topeng roh',
      h2: 'Tukan',
      h3: 'Anggrek',
      h4: 'Daun',
      wild: 'Wild totem',
      scatter: 'Scatter air terjun',
    },
  },
  'gold-rush-canyon': {
    description:
      'Klaim tanahmu di 1.024 cara menang di wild west; bintang sheriff membawa putaran gratis tiga kali lipat.',
    symbols: {
      h1: 'Bongkah emas',
      h2: 'Topi koboi',
      h3: 'Tapal kuda',
      h4: 'Kaktus',
      wild: 'Wild sheriff',
      scatter: 'Scatter buronan',
    },
  },
  'arctic-aurora': {
    description: 'Di bawah cahaya utara, 1.024 cara menang dari kristal es dan putaran gratis tiga kali lipat.',
    symbols: {
      h1: 'Kristal es',
      h2: 'Kepingan salju',
      h3: 'Pinus',
      h4: 'Bulan',
      wild: 'Wild aurora',
      scatter: 'Scatter iglo',
    },
  },
  'valhalla-megaways': {
    description: 'Hingga 117.649 cara menuju aula para pejuang gugur: rune, palu, dan putaran gratis dua kali lipat.',
    symbols: {
      h1: 'Palu',
      h2: 'Helm bertanduk',
      h3: 'Perisai',
      h4: 'Kapak',
      wild: 'Wild rune',
      scatter: 'Scatter gagak',
    },
  },
  'nebula-megaways': {
    description: 'Roket, planet, dan hingga 117.649 cara menang melintasi nebula yang bercahaya.',
    symbols: { h1: 'Planet', h2: 'Roket', h3: 'Bulan', h4: 'Bintang', wild: 'Wild nebula', scatter: 'Scatter komet' },
  },
  'samurai-blade-megaways': {
    description: 'Hunus katana di bawah bunga sakura: hingga 117.649 cara menang dan putaran gratis dua kali lipat.',
    symbols: {
      h1: 'Katana',
      h2: 'Kipas',
      h3: 'Lampion',
      h4: 'Bunga sakura',
      wild: 'Wild matahari',
      scatter: 'Scatter shuriken',
    },
  },
  'enchanted-forest': {
    description: 'Cahaya peri di hutan purba; putaran gratis membawa wild ×2 dan ×3 yang saling mengalikan.',
    symbols: {
      h1: 'Tanduk unicorn',
      h2: 'Jamur',
      h3: 'Bulu burung hantu',
      h4: 'Biji ek',
      wild: 'Wild peri',
      wild2: 'Wild peri ×2',
      wild3: 'Wild peri ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description: 'Masuklah ke tenda sirkus: wild pengali beratraksi dengan kemenangan putaran gratismu.',
    symbols: {
      h1: 'Topi pembawa acara',
      h2: 'Balon',
      h3: 'Gendang',
      h4: 'Tiket',
      wild: 'Wild bintang',
      wild2: 'Wild bintang ×2',
      wild3: 'Wild bintang ×3',
      scatter: 'Scatter tenda',
    },
  },
  'clockwork-riches': {
    description: 'Roda gigi kuningan dan uap: putar putaran gratis tempat wild pengali saling mengunci.',
    symbols: {
      h1: 'Jam saku',
      h2: 'Kunci',
      h3: 'Roda gigi',
      h4: 'Kacamata pelindung',
      wild: 'Wild uap',
      wild2: 'Wild uap ×2',
      wild3: 'Wild uap ×3',
      scatter: 'Scatter kapal udara',
    },
  },
  'european-roulette': {
    description: 'Roda satu nol: taruhan angka hingga 35:1, semua taruhan dalam dan luar, 97,30 % di setiap taruhan.',
  },
  blackjack: { description: 'Enam dek, dealer berhenti di soft 17, double setelah split, blackjack membayar 3:2.' },
  'jacks-or-better': { description: 'Video poker 9/6 bayaran penuh: tahan, tarik, dan royal flush membayar 800×.' },
};
