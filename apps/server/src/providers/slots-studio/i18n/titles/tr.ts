import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Şanslı yedi',
  h2: 'Bar',
  h3: 'Çan',
  h4: 'Karpuz',
  A: 'Üzüm',
  K: 'Portakal',
  Q: 'Limon',
  9: 'Kiraz',
};

export const tr: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabeler, ankhlar ve altın maske: üç piramit, krallar vadisinde üç katı bedava dönüşleri açar.',
    symbols: {
      h1: 'Altın maske',
      h2: 'Horus’un gözü',
      h3: 'Ankh',
      h4: 'Skarabe',
      wild: 'Firavun wild',
      scatter: 'Piramit scatter',
    },
  },
  'aztec-sun-gold': {
    description: 'Orman tapınağını güneş taşına kadar tırman: yeşim putlar, tüylü yılanlar ve üç katı bedava dönüşler.',
    symbols: {
      h1: 'Güneş taşı',
      h2: 'Yeşim put',
      h3: 'Ketzal tüyü',
      h4: 'Kakao meyvesi',
      wild: 'Tapınak wild',
      scatter: 'Güneş scatter',
    },
  },
  'lucky-clover': {
    description: 'Dört yapraklı yoncalar, nallar ve her gökkuşağı bonusunun sonunda bir kazan dolusu altın.',
    symbols: {
      h1: 'Altın kazanı',
      h2: 'Nal',
      h3: 'Altın para',
      h4: 'Silindir şapka',
      wild: 'Yonca wild',
      scatter: 'Gökkuşağı scatter',
    },
  },
  'fruit-fiesta': {
    description: '×2 ve ×3 wildların birbirini ×9’a kadar katladığı üç makaralı sulu klasikler.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description:
      'Parlayan yediler ve barlarla dolu retro bir oyun salonu; ×9’luk hat için çarpan wildları üst üste getir.',
    symbols: { ...fruit, wild2: 'Neon wild ×2', wild3: 'Neon wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Kesme elmaslar ve taçlarla, çarpan wildlı şık bir üç makaralı klasik.',
    symbols: {
      h1: 'Elmas',
      h2: 'Taç',
      h3: 'Yüzük',
      h4: 'Yakut',
      A: 'Zümrüt',
      K: 'Safir',
      Q: 'Altın külçe',
      9: 'İnci',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Gece yarısı kontun şatosuna gir: premium semboller ikiden öder, bedava dönüşler ×3 ile ısırır.',
    symbols: {
      h1: 'Kont',
      h2: 'Kan kadehi',
      h3: 'Kızıl gül',
      h4: 'Mum',
      wild: 'Yarasa wild',
      scatter: 'Dolunay scatter',
    },
  },
  'dragons-hoard': {
    description: 'Ejderhayı uyandır ve altın dağını yağmala; bedava dönüşlerdeki her kazanç üç katına çıkar.',
    symbols: {
      h1: 'Ejderha',
      h2: 'Ejderha yumurtası',
      h3: 'Kalkan',
      h4: 'Kılıç',
      wild: 'Ateş wild',
      scatter: 'Hazine scatter',
    },
  },
  'olympus-thunder': {
    description: 'Zeus, tanrıların tapınağı üzerindeki bulutlardan üç katı bedava dönüşler fırlatır.',
    symbols: {
      h1: 'Yıldırım',
      h2: 'Altın miğfer',
      h3: 'Lir',
      h4: 'Defne',
      wild: 'Tapınak wild',
      scatter: 'Kartal scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Kasayı aç: herhangi bir yerdeki beş kasa sembolü 1.000× sabit jackpotu öder.',
    symbols: {
      h1: 'Elmas',
      h2: 'Yakut',
      h3: 'Zümrüt',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Anahtar scatter',
      jackpot: 'Kasa jackpot',
    },
  },
  'pirates-plunder': {
    description: '25 hatta kara bayrağı çek; herhangi bir yerdeki beş sandık 1.000× jackpotu öder.',
    symbols: {
      h1: 'Kaptan',
      h2: 'Gemi',
      h3: 'Çapa',
      h4: 'Pusula',
      wild: 'Jolly Roger wild',
      scatter: 'Harita scatter',
      jackpot: 'Sandık jackpot',
    },
  },
  'golden-lantern': {
    description: 'Fenerler gece pazarını aydınlatır: şans paraları, koi balıkları ve 1.000× altın jackpot.',
    symbols: {
      h1: 'Ejderha incisi',
      h2: 'Koi',
      h3: 'Şans parası',
      h4: 'Yelpaze',
      wild: 'Fener wild',
      scatter: 'Havai fişek scatter',
      jackpot: 'Altın külçe jackpot',
    },
  },
  'sugar-rush-ways': {
    description: 'Lolipoplar ve jelibonlarla dolu şeker diyarında 243 kazanma yolu ve iki katı bedava dönüşler.',
    symbols: {
      h1: 'Lolipop',
      h2: 'Ambalajlı şeker',
      h3: 'Kalp sakız',
      h4: 'Yıldız jöle',
      wild: 'Şeker wild',
      scatter: 'Cupcake scatter',
    },
  },
  'coral-reef': {
    description: 'Kaplumbağalar, inciler ve iki katı bedava dönüşlerle dolu güneşli bir resifte 243 yolla dal.',
    symbols: {
      h1: 'İnci',
      h2: 'Balık',
      h3: 'Deniz kabuğu',
      h4: 'Deniz yıldızı',
      wild: 'Dalga wild',
      scatter: 'Hazine scatter',
    },
  },
  'safari-sunset': {
    description: 'Altın saatte savanı dolaş: büyük beşlinin arasında 243 yol ve iki katı bedava dönüşler.',
    symbols: { h1: 'Aslan', h2: 'Fildişi', h3: 'Akasya', h4: 'Davul', wild: 'Gün batımı wild', scatter: 'Cip scatter' },
  },
  'jungle-spirits': {
    description: 'Kabile maskelerinin üç katı bedava dönüşleri koruduğu orman örtüsü altında 1.024 yol.',
    symbols: {
      h1: 'Ruh maskesi',
      h2: 'Tukan',
      h3: 'Orkide',
      h4: 'Yaprak',
      wild: 'Totem wild',
      scatter: 'Şelale scatter',
    },
  },
  'gold-rush-canyon': {
    description: 'Vahşi Batı’da 1.024 yolda hakkını talep et; şerif yıldızları üç katı bedava dönüşler getirir.',
    symbols: {
      h1: 'Altın külçesi',
      h2: 'Kovboy şapkası',
      h3: 'Nal',
      h4: 'Kaktüs',
      wild: 'Şerif wild',
      scatter: 'Aranıyor scatter',
    },
  },
  'arctic-aurora': {
    description: 'Kuzey ışıkları altında buz kristalleriyle 1.024 yol ve üç katı bedava dönüşler.',
    symbols: {
      h1: 'Buz kristali',
      h2: 'Kar tanesi',
      h3: 'Çam',
      h4: 'Ay',
      wild: 'Aurora wild',
      scatter: 'İglo scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Düşmüşlerin salonuna 117.649’a kadar yol: rünler, çekiçler ve iki katı bedava dönüşler.',
    symbols: {
      h1: 'Çekiç',
      h2: 'Boynuzlu miğfer',
      h3: 'Kalkan',
      h4: 'Balta',
      wild: 'Rün wild',
      scatter: 'Kuzgun scatter',
    },
  },
  'nebula-megaways': {
    description: 'Roketler, gezegenler ve parlayan bir bulutsu boyunca 117.649’a kadar yol.',
    symbols: {
      h1: 'Gezegen',
      h2: 'Roket',
      h3: 'Ay',
      h4: 'Yıldız',
      wild: 'Bulutsu wild',
      scatter: 'Kuyruklu yıldız scatter',
    },
  },
  'samurai-blade-megaways': {
    description: 'Kiraz çiçekleri altında katanayı çek: 117.649’a kadar yol ve iki katı bedava dönüşler.',
    symbols: { h1: 'Katana', h2: 'Yelpaze', h3: 'Fener', h4: 'Çiçek', wild: 'Güneş wild', scatter: 'Shuriken scatter' },
  },
  'enchanted-forest': {
    description: 'Kadim bir ormanda peri ışıkları; bedava dönüşler birbirini katlayan ×2 ve ×3 wildlar getirir.',
    symbols: {
      h1: 'Tek boynuz',
      h2: 'Mantar',
      h3: 'Baykuş tüyü',
      h4: 'Meşe palamudu',
      wild: 'Peri wild',
      wild2: 'Peri wild ×2',
      wild3: 'Peri wild ×3',
      scatter: 'Geçit scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Büyük sirk çadırına buyurun: çarpan wildlar bedava dönüş kazançlarınla hokkabazlık yapar.',
    symbols: {
      h1: 'Sunucu şapkası',
      h2: 'Balon',
      h3: 'Davul',
      h4: 'Bilet',
      wild: 'Yıldız wild',
      wild2: 'Yıldız wild ×2',
      wild3: 'Yıldız wild ×3',
      scatter: 'Çadır scatter',
    },
  },
  'clockwork-riches': {
    description: 'Pirinç dişliler ve buhar: çarpan wildların birbirine kenetlendiği bedava dönüşleri kur.',
    symbols: {
      h1: 'Cep saati',
      h2: 'Anahtar',
      h3: 'Dişli',
      h4: 'Gözlük',
      wild: 'Buhar wild',
      wild2: 'Buhar wild ×2',
      wild3: 'Buhar wild ×3',
      scatter: 'Zeplin scatter',
    },
  },
  'european-roulette': {
    description: 'Tek sıfırlı çark: tek sayıya 35:1’e kadar, tüm iç ve dış bahisler, her bahiste %97,30.',
  },
  blackjack: {
    description: 'Altı deste, krupiye yumuşak 17’de durur, bölmeden sonra ikiye katlama, blackjack 3:2 öder.',
  },
  'jacks-or-better': { description: 'Tam ödemeli 9/6 video poker: tut, çek; royal flush 800× öder.' },
};
