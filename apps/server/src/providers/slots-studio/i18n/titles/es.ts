import type { TitleTexts } from './types.js';
import { regional } from './regional.js';

const fruit = {
  h1: 'Siete de la suerte',
  h2: 'Bar',
  h3: 'Campana',
  h4: 'Sandía',
  A: 'Uvas',
  K: 'Naranja',
  Q: 'Limón',
  9: 'Cerezas',
};

export const es: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Escarabajos, anjs y la máscara dorada: tres pirámides abren giros gratis triplicados en el valle de los reyes.',
    symbols: {
      h1: 'Máscara dorada',
      h2: 'Ojo de Horus',
      h3: 'Anj',
      h4: 'Escarabajo',
      wild: 'Wild faraón',
      scatter: 'Scatter pirámide',
    },
  },
  'aztec-sun-gold': {
    description:
      'Sube al templo de la selva hasta la piedra del sol: ídolos de jade, serpientes emplumadas y giros gratis triplicados.',
    symbols: {
      h1: 'Piedra del sol',
      h2: 'Ídolo de jade',
      h3: 'Pluma de quetzal',
      h4: 'Mazorca de cacao',
      wild: 'Wild templo',
      scatter: 'Scatter sol',
    },
  },
  'lucky-clover': {
    description: 'Tréboles de cuatro hojas, herraduras y una olla de oro al final de cada bono arcoíris.',
    symbols: {
      h1: 'Olla de oro',
      h2: 'Herradura',
      h3: 'Moneda de oro',
      h4: 'Sombrero de copa',
      wild: 'Wild trébol',
      scatter: 'Scatter arcoíris',
    },
  },
  'fruit-fiesta': {
    description: 'Tres rodillos de clásicos jugosos donde los wilds ×2 y ×3 se multiplican entre sí hasta ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description:
      'Un salón arcade retro de sietes y bares brillantes; junta los wilds multiplicadores para una línea ×9.',
    symbols: { ...fruit, wild2: 'Wild neón ×2', wild3: 'Wild neón ×3' },
  },
  'diamond-deluxe': {
    description: 'Un clásico pulido de tres rodillos con diamantes tallados, coronas y wilds multiplicadores.',
    symbols: {
      h1: 'Diamante',
      h2: 'Corona',
      h3: 'Anillo',
      h4: 'Rubí',
      A: 'Esmeralda',
      K: 'Zafiro',
      Q: 'Lingote de oro',
      9: 'Perla',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Entra en el castillo del conde a medianoche: los símbolos premium pagan desde dos y los giros gratis muerden a ×3.',
    symbols: {
      h1: 'El conde',
      h2: 'Cáliz de sangre',
      h3: 'Rosa carmesí',
      h4: 'Vela',
      wild: 'Wild murciélago',
      scatter: 'Scatter luna llena',
    },
  },
  'dragons-hoard': {
    description: 'Despierta al dragón y saquea su montaña de oro; cada premio de giros gratis se triplica.',
    symbols: {
      h1: 'Dragón',
      h2: 'Huevo de dragón',
      h3: 'Escudo',
      h4: 'Espada',
      wild: 'Wild fuego',
      scatter: 'Scatter tesoro',
    },
  },
  'olympus-thunder': {
    description: 'Zeus lanza giros gratis triplicados desde las nubes sobre el templo de los dioses.',
    symbols: {
      h1: 'Rayo',
      h2: 'Casco dorado',
      h3: 'Lira',
      h4: 'Laurel',
      wild: 'Wild templo',
      scatter: 'Scatter águila',
    },
  },
  'gem-vault-jackpot': {
    description:
      'Abre la cámara acorazada: cinco símbolos de cámara en cualquier lugar pagan el jackpot fijo de 1.000×.',
    symbols: {
      h1: 'Diamante',
      h2: 'Rubí',
      h3: 'Esmeralda',
      h4: 'Zafiro',
      wild: 'Wild',
      scatter: 'Scatter llave',
      jackpot: 'Jackpot cámara',
    },
  },
  'pirates-plunder': {
    description: 'Iza la bandera negra en 25 líneas; cinco cofres en cualquier lugar pagan el jackpot de 1.000×.',
    symbols: {
      h1: 'Capitán',
      h2: 'Barco',
      h3: 'Ancla',
      h4: 'Brújula',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter mapa',
      jackpot: 'Jackpot cofre',
    },
  },
  'golden-lantern': {
    description:
      'Los farolillos iluminan el mercado nocturno: monedas de la suerte, carpas koi y un jackpot dorado de 1.000×.',
    symbols: {
      h1: 'Perla del dragón',
      h2: 'Koi',
      h3: 'Moneda de la suerte',
      h4: 'Abanico',
      wild: 'Wild farolillo',
      scatter: 'Scatter petardo',
      jackpot: 'Jackpot lingote dorado',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 formas de ganar en un país de caramelo, entre piruletas y gominolas, con giros gratis duplicados.',
    symbols: {
      h1: 'Piruleta',
      h2: 'Caramelo envuelto',
      h3: 'Chicle corazón',
      h4: 'Gominola estrella',
      wild: 'Wild caramelo',
      scatter: 'Scatter cupcake',
    },
  },
  'coral-reef': {
    description: 'Bucea por 243 formas de ganar en un arrecife soleado de tortugas, perlas y giros gratis duplicados.',
    symbols: {
      h1: 'Perla',
      h2: 'Pez',
      h3: 'Concha',
      h4: 'Estrella de mar',
      wild: 'Wild ola',
      scatter: 'Scatter tesoro',
    },
  },
  'safari-sunset': {
    description:
      'Recorre la sabana en la hora dorada: 243 formas de ganar y giros gratis duplicados entre los cinco grandes.',
    symbols: {
      h1: 'León',
      h2: 'Colmillo',
      h3: 'Acacia',
      h4: 'Tambor',
      wild: 'Wild atardecer',
      scatter: 'Scatter jeep',
    },
  },
  'jungle-spirits': {
    description: '1.024 formas de ganar bajo el dosel, donde máscaras tribales guardan giros gratis triplicados.',
    symbols: {
      h1: 'Máscara espíritu',
      h2: 'Tucán',
      h3: 'Orquídea',
      h4: 'Hoja',
      wild: 'Wild tótem',
      scatter: 'Scatter cascada',
    },
  },
  'gold-rush-canyon': {
    description:
      'Reclama tu parcela en 1.024 formas de ganar en el salvaje oeste; las estrellas de sheriff traen giros gratis triplicados.',
    symbols: {
      h1: 'Pepita de oro',
      h2: 'Sombrero vaquero',
      h3: 'Herradura',
      h4: 'Cactus',
      wild: 'Wild sheriff',
      scatter: 'Scatter se busca',
    },
  },
  'arctic-aurora': {
    description: 'Bajo la aurora boreal, 1.024 formas de ganar con cristales de hielo y giros gratis triplicados.',
    symbols: {
      h1: 'Cristal de hielo',
      h2: 'Copo de nieve',
      h3: 'Pino',
      h4: 'Luna',
      wild: 'Wild aurora',
      scatter: 'Scatter iglú',
    },
  },
  'valhalla-megaways': {
    description: 'Hasta 117.649 formas de llegar a la sala de los caídos: runas, martillos y giros gratis duplicados.',
    symbols: {
      h1: 'Martillo',
      h2: 'Casco con cuernos',
      h3: 'Escudo',
      h4: 'Hacha',
      wild: 'Wild runa',
      scatter: 'Scatter cuervo',
    },
  },
  'nebula-megaways': {
    description: 'Cohetes, planetas y hasta 117.649 formas de ganar a través de una nebulosa brillante.',
    symbols: {
      h1: 'Planeta',
      h2: 'Cohete',
      h3: 'Luna',
      h4: 'Estrella',
      wild: 'Wild nebulosa',
      scatter: 'Scatter cometa',
    },
  },
  'samurai-blade-megaways': {
    description:
      'Desenvaina la katana bajo el cerezo en flor: hasta 117.649 formas de ganar y giros gratis duplicados.',
    symbols: {
      h1: 'Katana',
      h2: 'Abanico',
      h3: 'Farolillo',
      h4: 'Flor de cerezo',
      wild: 'Wild sol',
      scatter: 'Scatter shuriken',
    },
  },
  'enchanted-forest': {
    description:
      'Luces de hadas en un bosque antiguo; los giros gratis traen wilds ×2 y ×3 que se multiplican entre sí.',
    symbols: {
      h1: 'Cuerno de unicornio',
      h2: 'Seta',
      h3: 'Pluma de búho',
      h4: 'Bellota',
      wild: 'Wild hada',
      wild2: 'Wild hada ×2',
      wild3: 'Wild hada ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description:
      'Pasen y vean bajo la gran carpa: los wilds multiplicadores hacen malabares con tus premios de giros gratis.',
    symbols: {
      h1: 'Sombrero de maestro de ceremonias',
      h2: 'Globo',
      h3: 'Tambor',
      h4: 'Entrada',
      wild: 'Wild estrella',
      wild2: 'Wild estrella ×2',
      wild3: 'Wild estrella ×3',
      scatter: 'Scatter carpa',
    },
  },
  'clockwork-riches': {
    description:
      'Engranajes de latón y vapor: da cuerda a giros gratis donde los wilds multiplicadores encajan entre sí.',
    symbols: {
      h1: 'Reloj de bolsillo',
      h2: 'Llave',
      h3: 'Engranaje',
      h4: 'Gafas',
      wild: 'Wild vapor',
      wild2: 'Wild vapor ×2',
      wild3: 'Wild vapor ×3',
      scatter: 'Scatter dirigible',
    },
  },
  'european-roulette': {
    description:
      'La rueda de un solo cero: pleno hasta 35:1, todas las apuestas interiores y exteriores, 97,30 % en cada apuesta.',
  },
  blackjack: {
    description: 'Seis barajas, el crupier se planta en 17 blando, doblar tras dividir, el blackjack paga 3:2.',
  },
  'jacks-or-better': { description: 'Videopóker 9/6 de pago completo: retén, cambia, y una escalera real paga 800×.' },
};

export const esMx: TitleTexts = regional(es, {
  'golden-lantern': {
    description:
      'Los farolitos iluminan el mercado nocturno: monedas de la suerte, carpas koi y un jackpot dorado de 1,000×.',
    symbols: { wild: 'Wild farolito' },
  },
  'sugar-rush-ways': {
    description: '243 formas de ganar en un país de dulces, entre paletas y gomitas, con giros gratis duplicados.',
    symbols: { h1: 'Paleta', h2: 'Dulce envuelto', h4: 'Gomita estrella', wild: 'Wild dulce' },
  },
  'samurai-blade-megaways': { symbols: { h3: 'Farolito' } },
  'enchanted-forest': { symbols: { h2: 'Hongo' } },
  'big-top-bonanza': { symbols: { h4: 'Boleto' } },
  'clockwork-riches': { symbols: { h4: 'Lentes protectores' } },
});
