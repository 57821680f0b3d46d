#!/usr/bin/env python3
"""Writes the two scan feedback sounds (16-bit mono PCM WAV, 22.05 kHz).

scan-ok.wav: a short bright two-tone chirp. scan-error.wav: two low buzzes.
Run it again to regenerate; the output is deterministic.
"""
import math
import os
import struct
import wave

RATE = 22050


def tone(freq, ms, volume=0.5, square=False):
    n = int(RATE * ms / 1000)
    out = []
    for i in range(n):
        t = i / RATE
        s = math.sin(2 * math.pi * freq * t)
        if square:
            s = 1.0 if s >= 0 else -1.0
            s *= 0.6
        # 5 ms fade in and out: no clicks.
        fade = min(1.0, i / (RATE * 0.005), (n - i) / (RATE * 0.005))
        out.append(int(32767 * volume * s * fade))
    return out


def silence(ms):
    return [0] * int(RATE * ms / 1000)


def write(name, samples):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack("<%dh" % len(samples), *samples))


write("scan-ok.wav", tone(1320, 60) + tone(1760, 70))
write("scan-error.wav", tone(220, 140, 0.45, True) + silence(70) + tone(180, 180, 0.45, True))
