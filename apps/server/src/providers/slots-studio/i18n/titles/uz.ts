import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Omadli yettilik',
  h2: 'Bar',
  h3: 'Qo‘ng‘iroq',
  h4: 'Tarvuz',
  A: 'Uzum',
  K: 'Apelsin',
  Q: 'Limon',
  9: 'Olcha',
};

export const uz: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabeylar, anxlar va oltin niqob: uchta piramida shohlar vodiysida uch karra bepul aylanishlarni ochadi.',
    symbols: {
      h1: 'Oltin niqob',
      h2: 'Horus ko‘zi',
      h3: 'Anx',
      h4: 'Skarabey',
      wild: 'Fir’avn wild',
      scatter: 'Piramida scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Jangal ibodatxonasi bo‘ylab quyosh toshigacha ko‘taril: nefrit butlar, patli ilonlar va uch karra bepul aylanishlar.',
    symbols: {
      h1: 'Quyosh toshi',
      h2: 'Nefrit but',
      h3: 'Ketsal pati',
      h4: 'Kakao mevasi',
      wild: 'Ibodatxona wild',
      scatter: 'Quyosh scatter',
    },
  },
  'lucky-clover': {
    description: 'To‘rt bargli sebarga, taqalar va har bir kamalak bonusining oxirida bir qozon oltin.',
    symbols: {
      h1: 'Oltin qozoni',
      h2: 'Taqa',
      h3: 'Oltin tanga',
      h4: 'Silindr shlyapa',
      wild: 'Sebarga wild',
      scatter: 'Kamalak scatter',
    },
  },
  'fruit-fiesta': {
    description: '×2 va ×3 wildlar bir-birini ×9 gacha ko‘paytiradigan uch barabanli sersuv klassika.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description:
      'Yaltiroq yettiliklar va barlardan iborat retro o‘yin zali; ×9 chiziq uchun ko‘paytiruvchi wildlarni to‘pla.',
    symbols: { ...fruit, wild2: 'Neon wild ×2', wild3: 'Neon wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Qirralangan olmoslar va tojlardan iborat, ko‘paytiruvchi wildli sayqallangan uch barabanli klassika.',
    symbols: {
      h1: 'Olmos',
      h2: 'Toj',
      h3: 'Uzuk',
      h4: 'Yoqut',
      A: 'Zumrad',
      K: 'Sapfir',
      Q: 'Oltin quyma',
      9: 'Marvarid',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Yarim tunda graf qasriga kir: premium belgilar ikkitadan to‘laydi, bepul aylanishlar esa ×3 bilan tishlaydi.',
    symbols: {
      h1: 'Graf',
      h2: 'Qon qadahi',
      h3: 'Qirmizi atirgul',
      h4: 'Sham',
      wild: 'Ko‘rshapalak wild',
      scatter: 'To‘lin oy scatter',
    },
  },
  'dragons-hoard': {
    description:
      'Ajdarni uyg‘ot va uning oltin tog‘ini talon-taroj qil; bepul aylanishlardagi har bir yutuq uch karra oshadi.',
    symbols: {
      h1: 'Ajdar',
      h2: 'Ajdar tuxumi',
      h3: 'Qalqon',
      h4: 'Qilich',
      wild: 'Olov wild',
      scatter: 'Xazina scatter',
    },
  },
  'olympus-thunder': {
    description: 'Zevs xudolar ibodatxonasi ustidagi bulutlardan uch karra bepul aylanishlar otadi.',
    symbols: {
      h1: 'Chaqmoq',
      h2: 'Oltin dubulg‘a',
      h3: 'Lira',
      h4: 'Dafna',
      wild: 'Ibodatxona wild',
      scatter: 'Burgut scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Seyfni och: istalgan joydagi beshta seyf belgisi 1 000× qat’iy jekpotni to‘laydi.',
    symbols: {
      h1: 'Olmos',
      h2: 'Yoqut',
      h3: 'Zumrad',
      h4: 'Sapfir',
      wild: 'Wild',
      scatter: 'Kalit scatter',
      jackpot: 'Seyf jekpoti',
    },
  },
  'pirates-plunder': {
    description: '25 chiziqda qora bayroqni ko‘tar; istalgan joydagi beshta sandiq 1 000× jekpotni to‘laydi.',
    symbols: {
      h1: 'Kapitan',
      h2: 'Kema',
      h3: 'Langar',
      h4: 'Kompas',
      wild: 'Qaroqchi bayrog‘i wild',
      scatter: 'Xarita scatter',
      jackpot: 'Sandiq jekpoti',
    },
  },
  'golden-lantern': {
    description: 'Fonuslar tungi bozorni yoritadi: omad tangalari, koi baliqlari va 1 000× oltin jekpot.',
    symbols: {
      h1: 'Ajdar marvaridi',
      h2: 'Koi',
      h3: 'Omad tangasi',
      h4: 'Yelpig‘ich',
      wild: 'Fonus wild',
      scatter: 'Pirotexnika scatter',
      jackpot: 'Oltin quyma jekpoti',
    },
  },
  'sugar-rush-ways': {
    description:
      'Lolipoplar va jele konfetlari bilan to‘la shirinliklar yurtida yutishning 243 yo‘li va ikki karra bepul aylanishlar.',
    symbols: {
      h1: 'Lolipop',
      h2: 'O‘ralgan konfet',
      h3: 'Yurakcha saqich',
      h4: 'Yulduz jele',
      wild: 'Konfet wild',
      scatter: 'Keks scatter',
    },
  },
  'coral-reef': {
    description:
      'Toshbaqalar, marvaridlar va ikki karra bepul aylanishlarga to‘la quyoshli rifga 243 yo‘l bilan sho‘ng‘i.',
    symbols: {
      h1: 'Marvarid',
      h2: 'Baliq',
      h3: 'Chig‘anoq',
      h4: 'Dengiz yulduzi',
      wild: 'To‘lqin wild',
      scatter: 'Xazina scatter',
    },
  },
  'safari-sunset': {
    description: 'Oltin soatda savannani kez: katta beshlik orasida 243 yo‘l va ikki karra bepul aylanishlar.',
    symbols: {
      h1: 'Arslon',
      h2: 'Fil tishi',
      h3: 'Akatsiya',
      h4: 'Nog‘ora',
      wild: 'Quyosh botishi wild',
      scatter: 'Jip scatter',
    },
  },
  'jungle-spirits': {
    description:
      'Daraxtlar soyaboni ostida 1 024 yo‘l, u yerda qabila niqoblari uch karra bepul aylanishlarni qo‘riqlaydi.',
    symbols: {
      h1: 'Ruh niqobi',
      h2: 'Tukan',
      h3: 'Orxideya',
      h4: 'Barg',
      wild: 'Totem wild',
      scatter: 'Sharshara scatter',
    },
  },
  'gold-rush-canyon': {
    description:
      'Yovvoyi G‘arbda 1 024 yo‘lda o‘z ulushingni egalla; sherif yulduzlari uch karra bepul aylanishlar olib keladi.',
    symbols: {
      h1: 'Oltin bo‘lagi',
      h2: 'Kovboy shlyapasi',
      h3: 'Taqa',
      h4: 'Kaktus',
      wild: 'Sherif wild',
      scatter: 'Qidiruvda scatter',
    },
  },
  'arctic-aurora': {
    description: 'Qutb shafaqi ostida muz kristallaridan 1 024 yo‘l va uch karra bepul aylanishlar.',
    symbols: {
      h1: 'Muz kristali',
      h2: 'Qor parchasi',
      h3: 'Qarag‘ay',
      h4: 'Oy',
      wild: 'Shafaq wild',
      scatter: 'Iglu scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Halok bo‘lganlar zaliga 117 649 tagacha yo‘l: runalar, bolg‘alar va ikki karra bepul aylanishlar.',
    symbols: {
      h1: 'Bolg‘a',
      h2: 'Shoxli dubulg‘a',
      h3: 'Qalqon',
      h4: 'Bolta',
      wild: 'Runa wild',
      scatter: 'Qarg‘a scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketalar, sayyoralar va yaltiroq tumanlik bo‘ylab yutishning 117 649 tagacha yo‘li.',
    symbols: { h1: 'Sayyora', h2: 'Raketa', h3: 'Oy', h4: 'Yulduz', wild: 'Tumanlik wild', scatter: 'Kometa scatter' },
  },
  'samurai-blade-megaways': {
    description:
      'Gullagan olcha ostida katanani sug‘ur: yutishning 117 649 tagacha yo‘li va ikki karra bepul aylanishlar.',
    symbols: {
      h1: 'Katana',
      h2: 'Yelpig‘ich',
      h3: 'Fonus',
      h4: 'Gul',
      wild: 'Quyosh wild',
      scatter: 'Shuriken scatter',
    },
  },
  'enchanted-forest': {
    description:
      'Qadimiy o‘rmondagi pari chiroqlari; bepul aylanishlar bir-birini ko‘paytiradigan ×2 va ×3 wildlar olib keladi.',
    symbols: {
      h1: 'Yakkashox shoxi',
      h2: 'Qo‘ziqorin',
      h3: 'Boyo‘g‘li pati',
      h4: 'Eman yong‘og‘i',
      wild: 'Pari wild',
      wild2: 'Pari wild ×2',
      wild3: 'Pari wild ×3',
      scatter: 'Portal scatter',
    },
  },
  'big-top-bonanza': {
    description:
      'Sirkning katta chodiriga marhamat: ko‘paytiruvchi wildlar bepul aylanish yutuqlaring bilan jonglyorlik qiladi.',
    symbols: {
      h1: 'Manej boshlovchisi shlyapasi',
      h2: 'Shar',
      h3: 'Nog‘ora',
      h4: 'Chipta',
      wild: 'Yulduz wild',
      wild2: 'Yulduz wild ×2',
      wild3: 'Yulduz wild ×3',
      scatter: 'Chodir scatter',
    },
  },
  'clockwork-riches': {
    description:
      'Jez tishli g‘ildiraklar va bug‘: ko‘paytiruvchi wildlar bir-biriga ilashadigan bepul aylanishlarni bura.',
    symbols: {
      h1: 'Cho‘ntak soati',
      h2: 'Kalit',
      h3: 'Tishli g‘ildirak',
      h4: 'Himoya ko‘zoynagi',
      wild: 'Bug‘ wild',
      wild2: 'Bug‘ wild ×2',
      wild3: 'Bug‘ wild ×3',
      scatter: 'Dirijabl scatter',
    },
  },
  'european-roulette': {
    description:
      'Bitta nolli g‘ildirak: songa tikish 35:1 gacha, barcha ichki va tashqi tikishlar, har bir tikishda 97,30 %.',
  },
  blackjack: {
    description: 'Olti dasta, diler yumshoq 17 da to‘xtaydi, bo‘lishdan keyin ikki karra, blackjack 3:2 to‘laydi.',
  },
  'jacks-or-better': {
    description: 'To‘liq to‘lovli 9/6 video poker: ushla, almashtir, royal flush esa 800× to‘laydi.',
  },
};
