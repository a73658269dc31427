#!/usr/bin/env python3
"""Fills the unfinished messages of a Qt .ts file whose source text is translated in another
context of the same file, or of an older version of it: a string that moved between translation
contexts (e.g. from the CLI into model/services) keeps its translation, also when lupdate has
already dropped the old context. Prints what it filled and what is left to translate.
Usage: tools/ts-fill-moved.py translations/mirage_de.ts [OLDER.ts ...]
e.g.   git show HEAD:translations/mirage_de.ts > /tmp/de.ts; tools/ts-fill-moved.py translations/mirage_de.ts /tmp/de.ts"""
import re
import sys

path = sys.argv[1]
text = open(path, encoding='utf-8').read()
message = re.compile(r'<message(?: numerus="yes")?>.*?</message>', re.S)
source_of = lambda m: re.search(r'<source>(.*?)</source>', m, re.S).group(1)
known = {}
for source_text in [text] + [open(p, encoding='utf-8').read() for p in sys.argv[2:]]:
    for m in message.findall(source_text):
        t = re.search(r'<translation>(.*?)</translation>', m, re.S)
        if t and t.group(1):
            known.setdefault(source_of(m), t.group(1))
filled, left = 0, []

def fill(match):
    global filled
    m = match.group(0)
    if 'type="unfinished"' not in m:
        return m
    src = source_of(m)
    if src in known:
        filled += 1
        return re.sub(r'<translation type="unfinished">.*?</translation>',
                      lambda _: '<translation>' + known[src] + '</translation>', m, flags=re.S)
    left.append(src)
    return m

text = message.sub(fill, text)
open(path, 'w', encoding='utf-8').write(text)
print(f'{path}: {filled} filled from other contexts, {len(left)} left to translate')
for s in left:
    print('  ' + s)
