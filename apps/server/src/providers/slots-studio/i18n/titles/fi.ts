import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Onnenseiska',
  h2: 'Bar',
  h3: 'Kello',
  h4: 'Vesimeloni',
  A: 'Viinirypäleet',
  K: 'Appelsiini',
  Q: 'Sitruuna',
  9: 'Kirsikat',
};

export const fi: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabeuksia, ankheja ja kultainen naamio: kolme pyramidia avaa kolminkertaiset ilmaiskierrokset kuninkaiden laaksossa.',
    symbols: {
      h1: 'Kultainen naamio',
      h2: 'Horuksen silmä',
      h3: 'Ankh',
      h4: 'Skarabeus',
      wild: 'Faarao-wild',
      scatter: 'Pyramidi-scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Kiipeä viidakkotemppeliä aurinkokivelle: jadeidoleita, sulkakäärmeitä ja kolminkertaiset ilmaiskierrokset.',
    symbols: {
      h1: 'Aurinkokivi',
      h2: 'Jadeidoli',
      h3: 'Ketsaalin sulka',
      h4: 'Kaakaohedelmä',
      wild: 'Temppeli-wild',
      scatter: 'Aurinko-scatter',
    },
  },
  'lucky-clover': {
    description: 'Neliapiloita, hevosenkenkiä ja kultapata jokaisen sateenkaaribonuksen päässä.',
    symbols: {
      h1: 'Kultapata',
      h2: 'Hevosenkenkä',
      h3: 'Kultakolikko',
      h4: 'Silinterihattu',
      wild: 'Apila-wild',
      scatter: 'Sateenkaari-scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Kolme rullaa mehukkaita klassikoita, joissa ×2- ja ×3-wildit kertovat toisensa aina ×9:ään.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retropelihalli hehkuvia seiskoja ja barreja; kasaa kerroin-wildit ×9-linjaksi.',
    symbols: { ...fruit, wild2: 'Neon-wild ×2', wild3: 'Neon-wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Hiottu kolmen rullan klassikko timanteista ja kruunuista, kertovilla wildeillä.',
    symbols: {
      h1: 'Timantti',
      h2: 'Kruunu',
      h3: 'Sormus',
      h4: 'Rubiini',
      A: 'Smaragdi',
      K: 'Safiiri',
      Q: 'Kultaharkko',
      9: 'Helmi',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Astu kreivin linnaan keskiyöllä: premium-symbolit maksavat kahdesta alkaen ja ilmaiskierrokset puraisevat ×3:lla.',
    symbols: {
      h1: 'Kreivi',
      h2: 'Verimalja',
      h3: 'Karmiininpunainen ruusu',
      h4: 'Kynttilä',
      wild: 'Lepakko-wild',
      scatter: 'Täysikuu-scatter',
    },
  },
  'dragons-hoard': {
    description: 'Herätä lohikäärme ja ryöstä sen kultavuori; jokainen ilmaiskierrosvoitto kolminkertaistuu.',
    symbols: {
      h1: 'Lohikäärme',
      h2: 'Lohikäärmeen muna',
      h3: 'Kilpi',
      h4: 'Miekka',
      wild: 'Tuli-wild',
      scatter: 'Aarre-scatter',
    },
  },
  'olympus-thunder': {
    description: 'Zeus singahduttaa kolminkertaisia ilmaiskierroksia pilvistä jumalten temppelin ylle.',
    symbols: {
      h1: 'Salama',
      h2: 'Kultainen kypärä',
      h3: 'Lyyra',
      h4: 'Laakeri',
      wild: 'Temppeli-wild',
      scatter: 'Kotka-scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Murra holvi: viisi holvisymbolia missä tahansa maksaa 1 000×:n kiinteän jättipotin.',
    symbols: {
      h1: 'Timantti',
      h2: 'Rubiini',
      h3: 'Smaragdi',
      h4: 'Safiiri',
      wild: 'Wild',
      scatter: 'Avain-scatter',
      jackpot: 'Holvi-jättipotti',
    },
  },
  'pirates-plunder': {
    description: 'Nosta musta lippu 25 linjalla; viisi arkkua missä tahansa maksaa 1 000×:n jättipotin.',
    symbols: {
      h1: 'Kapteeni',
      h2: 'Laiva',
      h3: 'Ankkuri',
      h4: 'Kompassi',
      wild: 'Merirosvolippu-wild',
      scatter: 'Kartta-scatter',
      jackpot: 'Arkku-jättipotti',
    },
  },
  'golden-lantern': {
    description: 'Lyhdyt valaisevat yötorin: onnenkolikoita, koikarppeja ja 1 000×:n kultainen jättipotti.',
    symbols: {
      h1: 'Lohikäärmeen helmi',
      h2: 'Koi',
      h3: 'Onnenkolikko',
      h4: 'Viuhka',
      wild: 'Lyhty-wild',
      scatter: 'Paukku-scatter',
      jackpot: 'Kultaharkko-jättipotti',
    },
  },
  'sugar-rush-ways': {
    description: '243 voittotapaa tikkareiden ja viinikumien karkkimaassa, tuplatuilla ilmaiskierroksilla.',
    symbols: {
      h1: 'Tikkari',
      h2: 'Kääreellinen karkki',
      h3: 'Sydänpurkka',
      h4: 'Tähtihyytelö',
      wild: 'Karkki-wild',
      scatter: 'Kuppikakku-scatter',
    },
  },
  'coral-reef': {
    description:
      'Sukella 243 voittotapaan aurinkoisella riutalla kilpikonnien, helmien ja tuplattujen ilmaiskierrosten keskellä.',
    symbols: { h1: 'Helmi', h2: 'Kala', h3: 'Simpukka', h4: 'Meritähti', wild: 'Aalto-wild', scatter: 'Aarre-scatter' },
  },
  'safari-sunset': {
    description:
      'Vaella savannilla kultaisella hetkellä: 243 voittotapaa ja tuplatut ilmaiskierrokset big fiven seurassa.',
    symbols: {
      h1: 'Leijona',
      h2: 'Syöksyhammas',
      h3: 'Akaasia',
      h4: 'Rumpu',
      wild: 'Auringonlasku-wild',
      scatter: 'Jeeppi-scatter',
    },
  },
  'jungle-spirits': {
    description: '1 024 voittotapaa lehvästön alla, missä heimonaamiot vartioivat kolminkertaisia ilmaiskierroksia.',
    symbols: {
      h1: 'Henkinaamio',
      h2: 'Tukaani',
      h3: 'Orkidea',
      h4: 'Lehti',
      wild: 'Toteemi-wild',
      scatter: 'Vesiputous-scatter',
    },
  },
  'gold-rush-canyon': {
    description:
      'Valtaa kaivoksesi 1 024 voittotavalla villissä lännessä; sheriffin tähdet tuovat kolminkertaiset ilmaiskierrokset.',
    symbols: {
      h1: 'Kultahippu',
      h2: 'Cowboyhattu',
      h3: 'Hevosenkenkä',
      h4: 'Kaktus',
      wild: 'Sheriffi-wild',
      scatter: 'Etsintäkuulutus-scatter',
    },
  },
  'arctic-aurora': {
    description: 'Revontulten alla 1 024 voittotapaa jääkristalleista ja kolminkertaiset ilmaiskierrokset.',
    symbols: {
      h1: 'Jääkristalli',
      h2: 'Lumihiutale',
      h3: 'Mänty',
      h4: 'Kuu',
      wild: 'Revontuli-wild',
      scatter: 'Iglu-scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Jopa 117 649 tietä kaatuneiden saliin: riimuja, vasaroita ja tuplatut ilmaiskierrokset.',
    symbols: {
      h1: 'Vasara',
      h2: 'Sarvikypärä',
      h3: 'Kilpi',
      h4: 'Kirves',
      wild: 'Riimu-wild',
      scatter: 'Korppi-scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketteja, planeettoja ja jopa 117 649 voittotapaa hehkuvan tähtisumun halki.',
    symbols: {
      h1: 'Planeetta',
      h2: 'Raketti',
      h3: 'Kuu',
      h4: 'Tähti',
      wild: 'Tähtisumu-wild',
      scatter: 'Komeetta-scatter',
    },
  },
  'samurai-blade-megaways': {
    description: 'Vedä katana esiin kirsikankukkien alla: jopa 117 649 voittotapaa ja tuplatut ilmaiskierrokset.',
    symbols: {
      h1: 'Katana',
      h2: 'Viuhka',
      h3: 'Lyhty',
      h4: 'Kukka',
      wild: 'Aurinko-wild',
      scatter: 'Shuriken-scatter',
    },
  },
  'enchanted-forest': {
    description: 'Keijuvaloja ikimetsässä; ilmaiskierrokset tuovat ×2- ja ×3-wildejä, jotka kertovat toisensa.',
    symbols: {
      h1: 'Yksisarvisen sarvi',
      h2: 'Sieni',
      h3: 'Pöllön sulka',
      h4: 'Terho',
      wild: 'Keiju-wild',
      wild2: 'Keiju-wild ×2',
      wild3: 'Keiju-wild ×3',
      scatter: 'Portaali-scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Astu sirkusteltan alle: kertovat wildit jongleeraavat ilmaiskierrosvoitoillasi.',
    symbols: {
      h1: 'Sirkustirehtöörin hattu',
      h2: 'Ilmapallo',
      h3: 'Rumpu',
      h4: 'Lippu',
      wild: 'Tähti-wild',
      wild2: 'Tähti-wild ×2',
      wild3: 'Tähti-wild ×3',
      scatter: 'Teltta-scatter',
    },
  },
  'clockwork-riches': {
    description: 'Messinkirattaita ja höyryä: vedä ilmaiskierrokset, joissa kerroin-wildit lukittuvat toisiinsa.',
    symbols: {
      h1: 'Taskukello',
      h2: 'Avain',
      h3: 'Ratas',
      h4: 'Suojalasit',
      wild: 'Höyry-wild',
      wild2: 'Höyry-wild ×2',
      wild3: 'Höyry-wild ×3',
      scatter: 'Ilmalaiva-scatter',
    },
  },
  'european-roulette': {
    description: 'Yhden nollan pyörä: suora numeroveto 35:1, kaikki sisä- ja ulkovedot, 97,30 % jokaisella vedolla.',
  },
  blackjack: { description: 'Kuusi pakkaa, jakaja jää pehmeään 17:ään, tuplaus jaon jälkeen, blackjack maksaa 3:2.' },
  'jacks-or-better': {
    description: 'Täysmaksullinen 9/6-videopokeri: pidä, vaihda, ja kuningasvärisuora maksaa 800×.',
  },
};
