type Tone = { frequency: number; duration: number; type?: OscillatorType; gain?: number; slideTo?: number };

const SOUNDS = {
  click: [{ frequency: 660, duration: 0.04, type: 'square', gain: 0.04 }],
  spin: [{ frequency: 220, duration: 0.12, type: 'sawtooth', gain: 0.03, slideTo: 440 }],
  stop: [{ frequency: 140, duration: 0.06, type: 'triangle', gain: 0.12 }],
  win: [
    { frequency: 523, duration: 0.1 },
    { frequency: 659, duration: 0.1 },
    { frequency: 784, duration: 0.18 },
  ],
  bigWin: [
    { frequency: 523, duration: 0.09 },
    { frequency: 659, duration: 0.09 },
    { frequency: 784, duration: 0.09 },
    { frequency: 1047, duration: 0.3 },
  ],
  feature: [
    { frequency: 392, duration: 0.12, type: 'square', gain: 0.05 },
    { frequency: 523, duration: 0.12, type: 'square', gain: 0.05 },
    { frequency: 784, duration: 0.25, type: 'square', gain: 0.05 },
  ],
  chip: [{ frequency: 1200, duration: 0.03, type: 'triangle', gain: 0.08 }],
  card: [{ frequency: 300, duration: 0.05, type: 'sawtooth', gain: 0.03, slideTo: 120 }],
  error: [{ frequency: 180, duration: 0.2, type: 'square', gain: 0.05 }],
} satisfies Record<string, Tone[]>;

export type SoundName = keyof typeof SOUNDS;

const STORAGE_KEY = 'nova-studio:sound';

/** Beeps generated with WebAudio (no sound files); off until the player switches them on. */
export class Sound {
  private context: AudioContext | null = null;
  enabled: boolean;

  constructor() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      stored = null;
    }
    this.enabled = stored === 'on';
  }

  toggle(): boolean {
    this.enabled = !this.enabled;
    try {
      localStorage.setItem(STORAGE_KEY, this.enabled ? 'on' : 'off');
    } catch {
      // A frame without storage still plays, it only forgets the choice.
    }
    if (this.enabled) this.play('click');
    return this.enabled;
  }

  play(name: SoundName): void {
    if (!this.enabled) return;
    this.context ??= new AudioContext();
    const context = this.context;
    let at = context.currentTime;
    for (const tone of SOUNDS[name] as Tone[]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone.type ?? 'sine';
      oscillator.frequency.setValueAtTime(tone.frequency, at);
      if (tone.slideTo) oscillator.frequency.exponentialRampToValueAtTime(tone.slideTo, at + tone.duration);
      gain.gain.setValueAtTime(tone.gain ?? 0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.duration);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.duration + 0.02);
      at += tone.duration * 0.9;
    }
  }
}
