"""Writes the demo podcast audio files (decision 0106): short 8 kHz mono WAV test tones with a fade, so an episode
with audio has a real, small file of its own. Run: python3 scripts/podcast-demo-audio.py (output is deterministic)."""
import math
import struct
import wave
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / 'content' / 'media' / 'podcasts'
RATE = 8000
SECONDS = 5
FILES = {'agency-or-garage-repair': 440.0, 'health-insurance-rules': 523.25}

OUT.mkdir(parents=True, exist_ok=True)
for name, freq in FILES.items():
    frames = bytearray()
    n = RATE * SECONDS
    for i in range(n):
        fade = min(1.0, i / (RATE * 0.5), (n - i) / (RATE * 0.5))
        value = 128 + int(40 * fade * math.sin(2 * math.pi * freq * i / RATE))
        frames += struct.pack('B', value)
    with wave.open(str(OUT / f'{name}.wav'), 'wb') as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    print(OUT / f'{name}.wav', (OUT / f'{name}.wav').stat().st_size)
