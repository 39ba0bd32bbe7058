import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Sept chanceux',
  h2: 'Bar',
  h3: 'Cloche',
  h4: 'Pastèque',
  A: 'Raisin',
  K: 'Orange',
  Q: 'Citron',
  9: 'Cerises',
};

export const fr: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Scarabées, ankhs et masque d’or : trois pyramides ouvrent des tours gratuits triplés dans la vallée des rois.',
    symbols: {
      h1: 'Masque d’or',
      h2: 'Œil d’Horus',
      h3: 'Ankh',
      h4: 'Scarabée',
      wild: 'Wild Pharaon',
      scatter: 'Scatter Pyramide',
    },
  },
  'aztec-sun-gold': {
    description:
      'Gravissez le temple de la jungle jusqu’à la pierre du soleil : idoles de jade, serpents à plumes et tours gratuits triplés.',
    symbols: {
      h1: 'Pierre du soleil',
      h2: 'Idole de jade',
      h3: 'Plume de quetzal',
      h4: 'Cabosse de cacao',
      wild: 'Wild Temple',
      scatter: 'Scatter Soleil',
    },
  },
  'lucky-clover': {
    description: 'Trèfles à quatre feuilles, fers à cheval et un chaudron d’or au bout de chaque bonus arc-en-ciel.',
    symbols: {
      h1: 'Chaudron d’or',
      h2: 'Fer à cheval',
      h3: 'Pièce d’or',
      h4: 'Haut-de-forme',
      wild: 'Wild Trèfle',
      scatter: 'Scatter Arc-en-ciel',
    },
  },
  'fruit-fiesta': {
    description: 'Trois rouleaux de classiques juteux où les wilds ×2 et ×3 se multiplient jusqu’à ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description:
      'Une salle d’arcade rétro de sept et de bars lumineux ; cumulez les wilds multiplicateurs pour une ligne ×9.',
    symbols: { ...fruit, wild2: 'Wild néon ×2', wild3: 'Wild néon ×3' },
  },
  'diamond-deluxe': {
    description: 'Un classique à trois rouleaux tout en diamants taillés et couronnes, avec des wilds multiplicateurs.',
    symbols: {
      h1: 'Diamant',
      h2: 'Couronne',
      h3: 'Bague',
      h4: 'Rubis',
      A: 'Émeraude',
      K: 'Saphir',
      Q: 'Lingot d’or',
      9: 'Perle',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Entrez dans le château du comte à minuit : les symboles premium paient dès deux et les tours gratuits mordent à ×3.',
    symbols: {
      h1: 'Le comte',
      h2: 'Calice de sang',
      h3: 'Rose pourpre',
      h4: 'Bougie',
      wild: 'Wild Chauve-souris',
      scatter: 'Scatter Pleine lune',
    },
  },
  'dragons-hoard': {
    description: 'Réveillez le dragon et pillez sa montagne d’or ; chaque gain en tours gratuits est triplé.',
    symbols: {
      h1: 'Dragon',
      h2: 'Œuf de dragon',
      h3: 'Bouclier',
      h4: 'Épée',
      wild: 'Wild Feu',
      scatter: 'Scatter Trésor',
    },
  },
  'olympus-thunder': {
    description: 'Zeus lance des tours gratuits triplés depuis les nuages au-dessus du temple des dieux.',
    symbols: {
      h1: 'Foudre',
      h2: 'Casque d’or',
      h3: 'Lyre',
      h4: 'Laurier',
      wild: 'Wild Temple',
      scatter: 'Scatter Aigle',
    },
  },
  'gem-vault-jackpot': {
    description: 'Forcez le coffre : cinq symboles coffre n’importe où paient le jackpot fixe de 1 000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubis',
      h3: 'Émeraude',
      h4: 'Saphir',
      wild: 'Wild',
      scatter: 'Scatter Clé',
      jackpot: 'Jackpot Coffre-fort',
    },
  },
  'pirates-plunder': {
    description: 'Hissez le pavillon noir sur 25 lignes ; cinq coffres n’importe où paient le jackpot de 1 000×.',
    symbols: {
      h1: 'Capitaine',
      h2: 'Navire',
      h3: 'Ancre',
      h4: 'Boussole',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter Carte',
      jackpot: 'Jackpot Coffre',
    },
  },
  'golden-lantern': {
    description:
      'Les lanternes illuminent le marché de nuit : pièces porte-bonheur, carpes koï et un jackpot doré de 1 000×.',
    symbols: {
      h1: 'Perle du dragon',
      h2: 'Koï',
      h3: 'Pièce porte-bonheur',
      h4: 'Éventail',
      wild: 'Wild Lanterne',
      scatter: 'Scatter Pétard',
      jackpot: 'Jackpot Lingot d’or',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 façons de gagner au pays des bonbons, entre sucettes et boules de gomme, avec tours gratuits doublés.',
    symbols: {
      h1: 'Sucette',
      h2: 'Bonbon emballé',
      h3: 'Gomme cœur',
      h4: 'Gelée étoile',
      wild: 'Wild Bonbon',
      scatter: 'Scatter Cupcake',
    },
  },
  'coral-reef': {
    description:
      'Plongez sur 243 façons de gagner dans un récif ensoleillé de tortues, de perles et de tours gratuits doublés.',
    symbols: {
      h1: 'Perle',
      h2: 'Poisson',
      h3: 'Coquillage',
      h4: 'Étoile de mer',
      wild: 'Wild Vague',
      scatter: 'Scatter Trésor',
    },
  },
  'safari-sunset': {
    description:
      'Parcourez la savane à l’heure dorée : 243 façons de gagner et tours gratuits doublés parmi les big five.',
    symbols: { h1: 'Lion', h2: 'Défense', h3: 'Acacia', h4: 'Tambour', wild: 'Wild Couchant', scatter: 'Scatter Jeep' },
  },
  'jungle-spirits': {
    description: '1 024 façons de gagner sous la canopée, où des masques tribaux gardent des tours gratuits triplés.',
    symbols: {
      h1: 'Masque esprit',
      h2: 'Toucan',
      h3: 'Orchidée',
      h4: 'Feuille',
      wild: 'Wild Totem',
      scatter: 'Scatter Cascade',
    },
  },
  'gold-rush-canyon': {
    description:
      'Jalonnez votre concession sur 1 024 façons de gagner au Far West ; les étoiles de shérif offrent des tours gratuits triplés.',
    symbols: {
      h1: 'Pépite d’or',
      h2: 'Chapeau de cow-boy',
      h3: 'Fer à cheval',
      h4: 'Cactus',
      wild: 'Wild Shérif',
      scatter: 'Scatter Avis de recherche',
    },
  },
  'arctic-aurora': {
    description:
      'Sous les aurores boréales, 1 024 façons de gagner faites de cristaux de glace et de tours gratuits triplés.',
    symbols: {
      h1: 'Cristal de glace',
      h2: 'Flocon',
      h3: 'Pin',
      h4: 'Lune',
      wild: 'Wild Aurore',
      scatter: 'Scatter Igloo',
    },
  },
  'valhalla-megaways': {
    description:
      'Jusqu’à 117 649 façons de gagner vers la halle des guerriers : runes, marteaux et tours gratuits doublés.',
    symbols: {
      h1: 'Marteau',
      h2: 'Casque à cornes',
      h3: 'Bouclier',
      h4: 'Hache',
      wild: 'Wild Rune',
      scatter: 'Scatter Corbeau',
    },
  },
  'nebula-megaways': {
    description: 'Fusées, planètes et jusqu’à 117 649 façons de gagner à travers une nébuleuse lumineuse.',
    symbols: {
      h1: 'Planète',
      h2: 'Fusée',
      h3: 'Lune',
      h4: 'Étoile',
      wild: 'Wild Nébuleuse',
      scatter: 'Scatter Comète',
    },
  },
  'samurai-blade-megaways': {
    description:
      'Dégainez le katana sous les cerisiers en fleur : jusqu’à 117 649 façons de gagner et tours gratuits doublés.',
    symbols: {
      h1: 'Katana',
      h2: 'Éventail',
      h3: 'Lanterne',
      h4: 'Fleur de cerisier',
      wild: 'Wild Soleil',
      scatter: 'Scatter Shuriken',
    },
  },
  'enchanted-forest': {
    description:
      'Lueurs de fées dans un bois ancien ; les tours gratuits apportent des wilds ×2 et ×3 qui se multiplient entre eux.',
    symbols: {
      h1: 'Corne de licorne',
      h2: 'Champignon',
      h3: 'Plume de hibou',
      h4: 'Gland',
      wild: 'Wild Fée',
      wild2: 'Wild Fée ×2',
      wild3: 'Wild Fée ×3',
      scatter: 'Scatter Portail',
    },
  },
  'big-top-bonanza': {
    description: 'Entrez sous le chapiteau : des wilds multiplicateurs jonglent avec vos gains en tours gratuits.',
    symbols: {
      h1: 'Chapeau de M. Loyal',
      h2: 'Ballon',
      h3: 'Tambour',
      h4: 'Billet',
      wild: 'Wild Étoile',
      wild2: 'Wild Étoile ×2',
      wild3: 'Wild Étoile ×3',
      scatter: 'Scatter Chapiteau',
    },
  },
  'clockwork-riches': {
    description:
      'Engrenages de laiton et vapeur : remontez des tours gratuits où les wilds multiplicateurs s’enclenchent.',
    symbols: {
      h1: 'Montre de gousset',
      h2: 'Clé',
      h3: 'Engrenage',
      h4: 'Lunettes',
      wild: 'Wild Vapeur',
      wild2: 'Wild Vapeur ×2',
      wild3: 'Wild Vapeur ×3',
      scatter: 'Scatter Dirigeable',
    },
  },
  'european-roulette': {
    description:
      'La roue à un seul zéro : plein jusqu’à 35:1, toutes les mises intérieures et extérieures, 97,30 % sur chaque mise.',
  },
  blackjack: {
    description: 'Six jeux, le croupier reste sur 17 souple, doubler après partage, le blackjack paie 3:2.',
  },
  'jacks-or-better': {
    description: 'Vidéo poker 9/6 à paiement complet : gardez, tirez, et une quinte flush royale paie 800×.',
  },
};
