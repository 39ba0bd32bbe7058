import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Uğurlu yeddi',
  h2: 'Bar',
  h3: 'Zəng',
  h4: 'Qarpız',
  A: 'Üzüm',
  K: 'Portağal',
  Q: 'Limon',
  9: 'Albalı',
};

export const az: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabeylər, anxlar və qızıl maska: üç piramida krallar vadisində üç qat pulsuz fırlatmalar açır.',
    symbols: {
      h1: 'Qızıl maska',
      h2: 'Horun gözü',
      h3: 'Anx',
      h4: 'Skarabey',
      wild: 'Firon wild',
      scatter: 'Piramida scatter',
    },
  },
  'aztec-sun-gold': {
    description: 'Cəngəllik məbədinə günəş daşınadək qalx: yəşəm bütlər, lələkli ilanlar və üç qat pulsuz fırlatmalar.',
    symbols: {
      h1: 'Günəş daşı',
      h2: 'Yəşəm büt',
      h3: 'Ketsal lələyi',
      h4: 'Kakao meyvəsi',
      wild: 'Məbəd wild',
      scatter: 'Günəş scatter',
    },
  },
  'lucky-clover': {
    description: 'Dördyarpaqlı yoncalar, nallar və hər göy qurşağı bonusunun sonunda bir qazan qızıl.',
    symbols: {
      h1: 'Qızıl qazanı',
      h2: 'Nal',
      h3: 'Qızıl sikkə',
      h4: 'Silindr papaq',
      wild: 'Yonca wild',
      scatter: 'Göy qurşağı scatter',
    },
  },
  'fruit-fiesta': {
    description: '×2 və ×3 wild-ların bir-birini ×9-a qədər vurduğu üç barabanlı şirəli klassika.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Parlayan yeddilər və barlarla retro oyun zalı; ×9 xətti üçün vurucu wild-ları yığ.',
    symbols: { ...fruit, wild2: 'Neon wild ×2', wild3: 'Neon wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Kəsilmiş brilyantlar və taclarla, vurucu wild-larla cilalanmış üç barabanlı klassika.',
    symbols: {
      h1: 'Brilyant',
      h2: 'Tac',
      h3: 'Üzük',
      h4: 'Yaqut',
      A: 'Zümrüd',
      K: 'Sapfir',
      Q: 'Qızıl külçə',
      9: 'Mirvari',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Gecə yarısı qrafın qalasına gir: premium simvollar ikidən ödəyir, pulsuz fırlatmalar ×3 ilə dişləyir.',
    symbols: {
      h1: 'Qraf',
      h2: 'Qan qədəhi',
      h3: 'Al qırmızı qızılgül',
      h4: 'Şam',
      wild: 'Yarasa wild',
      scatter: 'Bədirlənmiş ay scatter',
    },
  },
  'dragons-hoard': {
    description: 'Əjdahanı oyat və onun qızıl dağını talan et; pulsuz fırlatmalarda hər qazanc üç qat artır.',
    symbols: {
      h1: 'Əjdaha',
      h2: 'Əjdaha yumurtası',
      h3: 'Qalxan',
      h4: 'Qılınc',
      wild: 'Od wild',
      scatter: 'Xəzinə scatter',
    },
  },
  'olympus-thunder': {
    description: 'Zevs tanrılar məbədinin üstündəki buludlardan üç qat pulsuz fırlatmalar atır.',
    symbols: {
      h1: 'İldırım',
      h2: 'Qızıl dəbilqə',
      h3: 'Lira',
      h4: 'Dəfnə',
      wild: 'Məbəd wild',
      scatter: 'Qartal scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Seyfi aç: istənilən yerdə beş seyf simvolu 1.000× sabit cekpotu ödəyir.',
    symbols: {
      h1: 'Brilyant',
      h2: 'Yaqut',
      h3: 'Zümrüd',
      h4: 'Sapfir',
      wild: 'Wild',
      scatter: 'Açar scatter',
      jackpot: 'Seyf cekpotu',
    },
  },
  'pirates-plunder': {
    description: '25 xətdə qara bayrağı qaldır; istənilən yerdə beş sandıq 1.000× cekpotu ödəyir.',
    symbols: {
      h1: 'Kapitan',
      h2: 'Gəmi',
      h3: 'Lövbər',
      h4: 'Kompas',
      wild: 'Pirat bayrağı wild',
      scatter: 'Xəritə scatter',
      jackpot: 'Sandıq cekpotu',
    },
  },
  'golden-lantern': {
    description: 'Fənərlər gecə bazarını işıqlandırır: uğurlu sikkələr, koi balıqları və 1.000× qızıl cekpot.',
    symbols: {
      h1: 'Əjdaha mirvarisi',
      h2: 'Koi',
      h3: 'Uğurlu sikkə',
      h4: 'Yelpik',
      wild: 'Fənər wild',
      scatter: 'Fişəng scatter',
      jackpot: 'Qızıl külçə cekpotu',
    },
  },
  'sugar-rush-ways': {
    description:
      'Lolipoplar və jele konfetləri ilə dolu konfet diyarında 243 qazanma yolu və iki qat pulsuz fırlatmalar.',
    symbols: {
      h1: 'Lolipop',
      h2: 'Bükülmüş konfet',
      h3: 'Ürək saqqız',
      h4: 'Ulduz jele',
      wild: 'Konfet wild',
      scatter: 'Keks scatter',
    },
  },
  'coral-reef': {
    description: 'Tısbağalar, mirvarilər və iki qat pulsuz fırlatmalarla dolu günəşli rifdə 243 yolla dal.',
    symbols: {
      h1: 'Mirvari',
      h2: 'Balıq',
      h3: 'Balıqqulağı',
      h4: 'Dəniz ulduzu',
      wild: 'Dalğa wild',
      scatter: 'Xəzinə scatter',
    },
  },
  'safari-sunset': {
    description: 'Qızıl saatda savannanı gəz: böyük beşliyin arasında 243 yol və iki qat pulsuz fırlatmalar.',
    symbols: {
      h1: 'Şir',
      h2: 'Fil dişi',
      h3: 'Akasiya',
      h4: 'Nağara',
      wild: 'Gün batımı wild',
      scatter: 'Cip scatter',
    },
  },
  'jungle-spirits': {
    description: 'Qəbilə maskalarının üç qat pulsuz fırlatmaları qoruduğu meşə örtüyü altında 1.024 yol.',
    symbols: {
      h1: 'Ruh maskası',
      h2: 'Tukan',
      h3: 'Orxideya',
      h4: 'Yarpaq',
      wild: 'Totem wild',
      scatter: 'Şəlalə scatter',
    },
  },
  'gold-rush-canyon': {
    description: 'Vəhşi Qərbdə 1.024 yolda öz payını tələb et; şerif ulduzları üç qat pulsuz fırlatmalar gətirir.',
    symbols: {
      h1: 'Qızıl qırıntısı',
      h2: 'Kovboy papağı',
      h3: 'Nal',
      h4: 'Kaktus',
      wild: 'Şerif wild',
      scatter: 'Axtarışda scatter',
    },
  },
  'arctic-aurora': {
    description: 'Qütb parıltısı altında buz kristallarından 1.024 yol və üç qat pulsuz fırlatmalar.',
    symbols: {
      h1: 'Buz kristalı',
      h2: 'Qar dənəsi',
      h3: 'Şam ağacı',
      h4: 'Ay',
      wild: 'Qütb parıltısı wild',
      scatter: 'İqlu scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Həlak olanların salonuna 117.649-a qədər yol: runlar, çəkiclər və iki qat pulsuz fırlatmalar.',
    symbols: {
      h1: 'Çəkic',
      h2: 'Buynuzlu dəbilqə',
      h3: 'Qalxan',
      h4: 'Balta',
      wild: 'Run wild',
      scatter: 'Qarğa scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketlər, planetlər və parlayan dumanlıq boyunca 117.649-a qədər yol.',
    symbols: { h1: 'Planet', h2: 'Raket', h3: 'Ay', h4: 'Ulduz', wild: 'Dumanlıq wild', scatter: 'Kometa scatter' },
  },
  'samurai-blade-megaways': {
    description: 'Albalı çiçəkləri altında katananı çək: 117.649-a qədər yol və iki qat pulsuz fırlatmalar.',
    symbols: { h1: 'Katana', h2: 'Yelpik', h3: 'Fənər', h4: 'Çiçək', wild: 'Günəş wild', scatter: 'Şuriken scatter' },
  },
  'enchanted-forest': {
    description: 'Qədim meşədə pəri işıqları; pulsuz fırlatmalar bir-birini vuran ×2 və ×3 wild-lar gətirir.',
    symbols: {
      h1: 'Təkbuynuz buynuzu',
      h2: 'Göbələk',
      h3: 'Bayquş lələyi',
      h4: 'Palıd qozası',
      wild: 'Pəri wild',
      wild2: 'Pəri wild ×2',
      wild3: 'Pəri wild ×3',
      scatter: 'Portal scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Böyük sirk çadırına buyurun: vurucu wild-lar pulsuz fırlatma qazanclarınla jonqlyorluq edir.',
    symbols: {
      h1: 'Manej aparıcısının papağı',
      h2: 'Şar',
      h3: 'Nağara',
      h4: 'Bilet',
      wild: 'Ulduz wild',
      wild2: 'Ulduz wild ×2',
      wild3: 'Ulduz wild ×3',
      scatter: 'Çadır scatter',
    },
  },
  'clockwork-riches': {
    description: 'Mis dişli çarxlar və buxar: vurucu wild-ların bir-birinə kilidləndiyi pulsuz fırlatmaları qur.',
    symbols: {
      h1: 'Cib saatı',
      h2: 'Açar',
      h3: 'Dişli çarx',
      h4: 'Qoruyucu eynək',
      wild: 'Buxar wild',
      wild2: 'Buxar wild ×2',
      wild3: 'Buxar wild ×3',
      scatter: 'Dirijabl scatter',
    },
  },
  'european-roulette': {
    description: 'Tək sıfırlı çarx: rəqəmə mərc 35:1-ə qədər, bütün daxili və xarici mərclər, hər mərcdə 97,30 %.',
  },
  blackjack: { description: 'Altı dəstə, diler yumşaq 17-də dayanır, bölmədən sonra ikiqat, blackjack 3:2 ödəyir.' },
  'jacks-or-better': { description: 'Tam ödənişli 9/6 video poker: saxla, çək, royal flush isə 800× ödəyir.' },
};
