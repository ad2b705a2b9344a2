"""Deterministic generator of realistic Yandex Turbo RSS feeds, for benchmarks and tests.

    from _feeds import make_feed            # from bench/ (or sys.path including it)
    data = make_feed(1000)                  # bytes, UTF-8, with an XML declaration

The same ``items`` and ``seed`` always give the same bytes (no clock, no hash
randomisation, only :class:`random.Random` seeded explicitly). Each item has a
title, link, turbo:source/topic, pubDate, author, one to three categories,
sometimes yandex:related, and about 5 KB (UTF-8 bytes) of ``turbo:content`` in
a CDATA section: a header with h1/h2/figure (and sometimes a menu), paragraphs
of Russian text with « » quotes, em dashes and the odd emoji, figures with
captions, lists, subheadings and blockquotes. The channel carries three
counters (turbo:analytics) and two ad networks (Yandex and AdFox, the latter
with a CDATA body).

Characters chosen on purpose: « » and — exist in Windows-1251 but not in
KOI8-R; emoji exist in neither. So a KOI8-R save of these feeds has many
characters to write as references (the slow transcoding path), a
Windows-1251 save only a few.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

__all__ = ["make_feed", "CONTENT_BYTES"]

CONTENT_BYTES = 5000          # target size of one item's turbo:content, in UTF-8 bytes

SITE = "https://vestnik.example.ru"

_WORDS = """
город область район администрация жители улица проспект площадь мост дорога транспорт автобус
трамвай метро станция остановка ремонт строительство реконструкция проект бюджет рубль миллион
решение совет депутат глава мэр губернатор заседание комиссия программа развитие школа детский
сад больница поликлиника врач учитель студент университет библиотека музей театр концерт фестиваль
выставка праздник весна лето осень зима погода снег дождь ветер температура градус прогноз утро
вечер ночь неделя месяц год время история память ветеран семья ребёнок родитель житель сосед
компания предприятие завод работа зарплата цена магазин рынок торговля производство продукция
сельский хозяйство урожай поле лес река озеро берег парк сквер двор дом квартира подъезд крыша
отопление вода свет газ электричество сеть связь интернет приложение сервис сайт новость событие
происшествие авария пожар полиция суд закон право безопасность порядок спорт команда матч победа
турнир чемпионат тренер игрок стадион болельщик культура искусство книга фильм музыка песня
новый старый большой маленький главный местный городской областной районный важный известный
первый последний следующий прошлый летний зимний весенний осенний красивый удобный современный
говорить сказать рассказать отметить сообщить заявить объяснить подчеркнуть напомнить добавить
открыть закрыть начать завершить построить отремонтировать провести организовать получить
планировать обсуждать решить выделить показать увидеть узнать помочь поддержать пригласить
также уже ещё очень почти около более менее всего только именно сегодня вчера завтра скоро
""".split()

_PROPER = ["Иван Петров", "Мария Смирнова", "Алексей Кузнецов", "Ольга Васильева", "Дмитрий Соколов",
           "Елена Попова", "Сергей Новиков", "Анна Морозова", "Павел Волков", "Наталья Лебедева"]
_PLACES = ["Заречье", "Центральный район", "Северный микрорайон", "улица Ленина", "Набережная",
           "Старый город", "Пролетарский район", "площадь Победы", "Южный посёлок", "Гагаринский сквер"]
_QUOTED = ["Зелёный город", "Открытая библиотека", "Весенняя капель", "Доступная среда",
           "Ночь музеев", "Чистый берег", "Школа будущего", "Город мастеров", "Летний кинотеатр",
           "Вечерний вестник", "Добрые соседи", "Новая волна"]
_EMOJI = ["\U0001F680", "\U0001F4F7", "\u26A1", "\U0001F642", "\U0001F3D9", "\U0001F4E2",
          "\U0001F389", "\u2600\uFE0F", "\U0001F68C", "\U0001F333"]
_CATEGORIES = ["Город", "Общество", "Транспорт", "Культура", "Спорт", "Экономика", "Происшествия",
               "Образование", "Здоровье", "Погода", "ЖКХ", "Власть"]
_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_MSK = timezone(timedelta(hours=3))
_START = datetime(2024, 11, 30, 21, 45, 0, tzinfo=_MSK)


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(_WORDS) for _ in range(rng.randint(6, 16))]
    roll = rng.random()
    if roll < 0.25:
        words.insert(rng.randint(1, len(words)), "«%s»" % rng.choice(_QUOTED))
    elif roll < 0.40:
        words.insert(rng.randint(1, len(words)), rng.choice(_PLACES))
    if rng.random() < 0.35:
        words.insert(rng.randint(2, len(words)), "—")
    if rng.random() < 0.3:
        at = rng.randint(1, len(words) - 1)
        words[at] += ","
    if rng.random() < 0.12:
        words.insert(rng.randint(1, len(words)), str(rng.randint(2, 2025)))
    text = " ".join(words)
    text = text[0].upper() + text[1:]
    end = rng.choices([".", "!", "?", "…"], weights=[85, 5, 7, 3])[0]
    if rng.random() < 0.06:
        end += " " + rng.choice(_EMOJI)
    return text + end


def _rfc822(moment: datetime) -> str:
    return "%s, %02d %s %04d %02d:%02d:%02d +0300" % (
        _DAYS[moment.weekday()], moment.day, _MONTHS[moment.month - 1], moment.year,
        moment.hour, moment.minute, moment.second)


class _Pool:
    """Pre-built sentences and headlines; items are assembled from them quickly."""

    def __init__(self, rng: random.Random, size: int = 4000):
        self.sentences = [_sentence(rng) for _ in range(size)]
        self.headlines = []
        for _ in range(size // 4):
            words = [rng.choice(_WORDS) for _ in range(rng.randint(4, 9))]
            if rng.random() < 0.4:
                words.insert(rng.randint(1, len(words)), "«%s»" % rng.choice(_QUOTED))
            if rng.random() < 0.3:
                words.insert(rng.randint(1, len(words)), "—")
            head = " ".join(words)
            if rng.random() < 0.05:
                head += " " + rng.choice(_EMOJI)
            self.headlines.append(head[0].upper() + head[1:])


def _paragraph(rng: random.Random, pool: _Pool) -> str:
    return " ".join(rng.choice(pool.sentences) for _ in range(rng.randint(2, 5)))


def _image(rng: random.Random, n: int, k: int) -> str:
    w, h = rng.choice([(1200, 800), (1280, 720), (800, 600), (1024, 768)])
    return f'<img src="{SITE}/upload/2024/{n % 97:02d}/photo-{n}-{k}.jpg" width="{w}" height="{h}"/>'


def _content(rng: random.Random, pool: _Pool, n: int, title: str, target: int) -> str:
    parts = [
        "\n<header>\n",
        f"  <h1>{title}</h1>\n",
        f"  <h2>{rng.choice(pool.headlines)}</h2>\n",
        f"  <figure>{_image(rng, n, 0)}</figure>\n",
    ]
    if n % 3 == 0:
        parts.append(f'  <menu><a href="{SITE}/">Главная</a><a href="{SITE}/news/">Новости</a>'
                     f'<a href="{SITE}/city/">Город</a></menu>\n')
    parts.append("</header>\n")
    size = sum(len(p.encode("utf-8")) for p in parts)
    k = 0
    while size < target:
        k += 1
        roll = rng.random()
        if roll < 0.62:
            block = f"<p>{_paragraph(rng, pool)}</p>\n"
        elif roll < 0.72:
            block = (f"<figure>\n  {_image(rng, n, k)}\n  <figcaption>{rng.choice(pool.sentences)}"
                     f'<span class="copyright">Фото: {rng.choice(_PROPER)}</span></figcaption>\n</figure>\n')
        elif roll < 0.82:
            tag = "ul" if rng.random() < 0.7 else "ol"
            items = "".join(f"\n  <li>{rng.choice(pool.sentences)}</li>" for _ in range(rng.randint(3, 6)))
            block = f"<{tag}>{items}\n</{tag}>\n"
        elif roll < 0.90:
            block = f"<h2>{rng.choice(pool.headlines)}</h2>\n"
        elif roll < 0.95:
            block = f"<blockquote>{rng.choice(pool.sentences)} — {rng.choice(_PROPER)}</blockquote>\n"
        else:
            block = (f'<p>Подробнее читайте <a href="{SITE}/news/{n}/more?utm_source=turbo&amp;'
                     f'utm_medium=rss">в полной версии материала</a>.</p>\n')
        parts.append(block)
        size += len(block.encode("utf-8"))
    if n % 4 == 0:
        parts.append('<div data-block="share" data-network="vkontakte, odnoklassniki, telegram"></div>\n')
    return "".join(parts)


def _channel_head() -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:yandex="http://news.yandex.ru" xmlns:media="http://search.yahoo.com/mrss/" \
xmlns:turbo="http://turbo.yandex.ru" version="2.0">
  <channel>
    <title>Вечерний вестник — новости города</title>
    <link>{SITE}/</link>
    <description>Новости города и области: транспорт, ЖКХ, культура, спорт и «всё, что рядом».</description>
    <language>ru</language>
    <turbo:analytics type="Yandex" id="44147844"/>
    <turbo:analytics type="Google" id="UA-12340005-6"/>
    <turbo:analytics type="LiveInternet" params="vestnik.example.ru"/>
    <turbo:adNetwork type="Yandex" id="R-A-123456-1" turbo-ad-id="first_ad_place"/>
    <turbo:adNetwork type="AdFox" turbo-ad-id="second_ad_place"><![CDATA[
      <div id="adfox_153545578261291257"></div>
      <script>
        window.Ya.adfoxCode.create({{
          ownerId: 173858,
          containerId: 'adfox_153545578261291257',
          params: {{ pp: 'g', ps: 'chjm', p2: 'fqem', puid1: '' }}
        }});
      </script>
    ]]></turbo:adNetwork>
"""


def _item(rng: random.Random, pool: _Pool, n: int) -> str:
    title = rng.choice(pool.headlines)
    link = f"{SITE}/news/{2024 - n // 5000}/{n:06d}-{rng.choice(_WORDS)}-{rng.choice(_WORDS)}"
    moment = _START - timedelta(minutes=37 * n + rng.randint(0, 30))
    cats = rng.sample(_CATEGORIES, rng.randint(1, 3))
    # The last block overshoots the target by ~350 bytes on average; aim below so the mean is ~5 KB.
    target = CONTENT_BYTES - 350 + rng.randint(-400, 400)
    out = [
        '    <item turbo="true">\n',
        f"      <title>{title}</title>\n",
        f"      <link>{link}</link>\n",
        f"      <turbo:source>{link}</turbo:source>\n",
        f"      <turbo:topic>{title}</turbo:topic>\n",
        f"      <pubDate>{_rfc822(moment)}</pubDate>\n",
        f"      <author>{rng.choice(_PROPER)}</author>\n",
    ]
    out.extend(f"      <category>{c}</category>\n" for c in cats)
    if n % 5 == 0:
        out.append("      <yandex:related>\n")
        for _ in range(rng.randint(2, 4)):
            other = rng.randint(0, 99999)
            out.append(f'        <link url="{SITE}/news/{other:06d}" img="{SITE}/upload/thumb-{other}.jpg">'
                       f"{rng.choice(pool.headlines)}</link>\n")
        out.append("      </yandex:related>\n")
    out.append(f"      <turbo:content><![CDATA[{_content(rng, pool, n, title, target)}]]></turbo:content>\n")
    out.append("    </item>\n")
    return "".join(out)


def make_feed(items: int, seed: int = 0) -> bytes:
    """A UTF-8 Turbo feed with ``items`` items of about 5 KB of turbo:content each."""
    if items < 0:
        raise ValueError("items must be >= 0")
    rng = random.Random(seed)
    pool = _Pool(rng)
    parts = [_channel_head()]
    parts.extend(_item(rng, pool, n) for n in range(items))
    parts.append("  </channel>\n</rss>\n")
    return "".join(parts).encode("utf-8")


if __name__ == "__main__":   # python bench/_feeds.py 1000 > feed.xml
    import sys
    sys.stdout.buffer.write(make_feed(int(sys.argv[1]) if len(sys.argv) > 1 else 1000,
                                      int(sys.argv[2]) if len(sys.argv) > 2 else 0))
