"""What loading, saving and the file system say, in Russian: every sentence a person can meet
opening or saving a feed, from the loader, the encoder, the atomic writer and an OSError.

Each error keeps its sentence and says it in the language of the place that shows it, so one
made while English was spoken still says Russian where Russian is shown (and back).
"""

import errno
import os

import pytest

from russian_text import foreign_words
from turbo_editor.cli import main
from turbo_editor.cli_support import load_or_report
from turbo_editor.feed import (
    FeedEncodingError,
    FeedSaveError,
    FeedSyntaxError,
    FeedTooLargeError,
    errors,
    load,
    load_bytes,
)
from turbo_editor.feed.atomic import write_atomic
from turbo_editor.feed.encoding import canonical, unencodable
from turbo_editor.feed.parse import parse_element, read_file

FEED = ('<?xml version="1.0" encoding="{enc}"?>\n<rss version="2.0"><channel><title>{title}</title>'
        '<link>https://example.ru/</link><description>d</description></channel></rss>\n')
TITLE = "Привет, как дела в нашем саду этой весной"


def feed(enc="UTF-8", codec="utf-8", title=TITLE) -> bytes:
    return FEED.format(enc=enc, title=title).encode(codec)


def russian(text: str, *paths) -> str:
    """``text``, after checking it has Cyrillic in it and no English word outside code and names."""
    assert any("а" <= c.lower() <= "я" for c in text), text
    assert foreign_words(text, [str(p) for p in paths]) == [], text
    return text


# -- an OSError in our words, for each errno a person meets --------------------------------------

OS_ERRORS = {
    errno.ENOENT: ("there is no such file or folder", "такого файла или папки нет"),
    errno.EACCES: ("access is denied", "доступ запрещён"),
    errno.EPERM: ("does not permit", "не разрешает"),
    errno.EISDIR: ("it is a folder, not a file", "это папка, а не файл"),
    errno.ENOTDIR: ("a part of the path is a file", "часть пути — файл"),
    errno.ENOSPC: ("the disk is full", "диск заполнен"),
    errno.EROFS: ("read-only", "только для чтения"),
    errno.EEXIST: ("already there", "уже есть"),
    errno.ENAMETOOLONG: ("the name is too long", "слишком длинное имя"),
    errno.ELOOP: ("symbolic links", "символических ссылок"),
    errno.EMFILE: ("too many files are open", "открыто слишком много файлов"),
    errno.EIO: ("input/output error", "ошибка ввода-вывода"),
    errno.EBUSY: ("busy", "заняты"),
    errno.EXDEV: ("another disk", "другой диск"),
}


@pytest.mark.parametrize("number", sorted(OS_ERRORS), ids=lambda n: errno.errorcode[n])
def test_each_common_os_error_has_a_sentence_of_ours_in_both_languages(number, speaking):
    err = OSError(number, os.strerror(number), "/tmp/feed.xml")
    english, words = OS_ERRORS[number]
    said = errors.describe_os_error(err)
    assert english in said.text("en") and os.strerror(number) not in said.text("en")
    assert words in russian(said.text("ru"))
    speaking("ru")
    assert str(said) == said.text("ru")          # the current language, where it is shown


def test_any_other_os_error_is_the_c_librarys_words_with_the_errno_name():
    err = OSError(errno.EBADF, "Bad file descriptor")
    assert errors.describe_os_error(err).text("en") == "Bad file descriptor (error EBADF)"
    assert errors.describe_os_error(err).text("ru") == "Bad file descriptor (ошибка EBADF)"
    assert errors.describe_os_error(OSError("no number")).text("ru") == "no number"


def test_real_os_errors_of_opening_say_what_happened(tmp_path):
    folder = tmp_path / "feed.xml"
    folder.mkdir()
    for path, words in ((folder, "это папка, а не файл"), (tmp_path / "gone.xml", "такого файла или папки нет"),
                        (tmp_path / "feed.xml" / "inner.xml", "такого файла или папки нет")):
        with pytest.raises(OSError) as err:
            load(path)
        assert errors.describe_os_error(err.value).text("ru") == words


# -- loading --------------------------------------------------------------------------------

def test_bytes_that_are_not_utf8_are_refused_in_russian_with_the_encoding_to_open_them_in(speaking):
    err = pytest.raises(FeedEncodingError, load_bytes, feed(codec="cp1251")).value     # made in English
    assert "is not valid UTF-8" in err.message
    speaking("ru")
    assert err.describe().startswith("байт 0xCF недопустим в UTF-8")
    assert "windows-1251" in russian(str(err)) and str(err).startswith("2:")
    undeclared = feed(codec="koi8-r").split(b"\n", 1)[1] + " ".join(["привет"] * 10).encode("koi8-r")
    err = pytest.raises(FeedEncodingError, load_bytes, undeclared).value
    assert "кодировка не указана" in russian(err.describe()) and err.guess == "KOI8-R"


def test_an_unknown_encoding_is_refused_in_russian(speaking):
    speaking("ru")
    for data in (feed(enc="x-nonsense"), feed(enc="hex")):
        err = pytest.raises(FeedEncodingError, load_bytes, data).value
        assert "неизвестная кодировка" in russian(err.describe()) and err.code == "unknown-encoding"


def test_a_utf16_byte_order_mark_over_a_utf8_declaration_is_read_as_the_mark_says():
    doc = load_bytes(b"\xff\xfe" + FEED.format(enc="UTF-8", title=TITLE).encode("utf-16-le"))
    assert doc.channel.title == TITLE and doc.encoding == "UTF-16LE"
    assert [n.params["read_as"] for n in doc.notices] == ["UTF-16LE"]


def test_what_the_loader_notices_is_said_in_russian(speaking):
    speaking("ru")
    bom = load_bytes(b"\xff\xfe" + FEED.format(enc="UTF-8", title="t").encode("utf-16-le")).notices
    utf8 = load_bytes(feed(enc="windows-1251")).notices
    letters = load_bytes(feed(enc="windows-1251", codec="koi8-r")).notices
    prefix = load_bytes(b'<rss version="2.0"><channel><title>t</title><yandex:full-text>x</yandex:full-text>'
                        b'</channel></rss>').notices
    said = [n.describe() for n in bom + utf8 + letters + prefix]
    assert len(said) == 4
    assert "меткой порядка байтов" in said[0] or "метки порядка байтов" in said[0]
    assert "корректный UTF-8" in said[1] and "похожи на KOI8-R" in said[2]
    assert said[3].startswith("префикс «yandex:» используется без объявления пространства имён")
    for text in said:
        russian(text)
    assert prefix[0].message.startswith("the prefix 'yandex:' was used")      # the English stays for logs


def test_an_empty_file_is_refused_in_both_languages_whichever_is_spoken():
    err = pytest.raises(FeedSyntaxError, load_bytes, b"  \n").value
    assert err.message.startswith("the file is empty")
    assert russian(err.message_ru).startswith("файл пуст")
    assert err.describe("ru") == err.message_ru and err.describe("en") == err.message


def test_a_file_over_the_limit_is_refused_in_russian(tmp_path, speaking):
    path = tmp_path / "big.xml"
    path.write_bytes(feed() * 2000)
    speaking("ru")
    err = pytest.raises(FeedTooLargeError, read_file, path, 1024 * 1024 // 8).value
    assert "предел" in russian(str(err), path) and str(path) in str(err) and "Турбо" in str(err)
    err = pytest.raises(FeedTooLargeError, load_bytes, feed() * 2000, max_bytes=1000).value
    assert russian(str(err)).startswith("размер ленты")


def test_a_pasted_fragment_that_is_not_well_formed_is_explained_in_both_languages():
    err = pytest.raises(FeedSyntaxError, parse_element, "<item><title>a</item>").value
    assert "end tag" in err.message and "libxml2" not in err.message_ru
    assert "закрывающий тег" in russian(err.message_ru)


# -- saving -----------------------------------------------------------------------------------

def test_characters_an_encoding_lacks_say_how_each_will_be_written(speaking):
    found = unencodable('<rss><!-- ☃ --><t a="«»">x ☃☃ y<![CDATA[☃]]></t></rss>', "KOI8-R")
    english = [u.describe() for u in found]
    assert "U+2603 (☃), 2 times: written as the reference &#9731;" in english
    speaking("ru")
    said = {u.context: u.describe() for u in found if u.char == "☃"}
    assert said == {"comment": "U+2603 (☃), 1 раз, в строке 1: записать нельзя: в комментарии ссылка на символ "
                               "невозможна",
                    "text": "U+2603 (☃), 2 раза: записывается ссылкой &#9731;",
                    "cdata": "U+2603 (☃), 1 раз: записывается ссылкой &#9731; между двумя частями секции CDATA"}
    for u in found:
        russian(u.describe())


def test_saving_errors_are_said_in_russian(tmp_path, data_dir, speaking):
    speaking("ru")
    doc = load_bytes(feed(title="Снег ☃").replace(b"<channel>", "<channel><!-- ☃ -->".encode()))
    err = pytest.raises(FeedSaveError, doc.save, tmp_path / "out.xml", "KOI8-R").value
    assert str(err).startswith(f"{tmp_path / 'out.xml'} не сохранён: сохранить в кодировке KOI8-R нельзя: U+2603")
    russian(str(err), tmp_path / "out.xml")
    err = pytest.raises(FeedSaveError, write_atomic, str(tmp_path), b"x").value
    assert russian(str(err), tmp_path) == f"не удалось сохранить {tmp_path}: это папка; выберите обычный файл"
    inside_a_file = tmp_path / "out.xml" / "feed.xml"
    (tmp_path / "out.xml").write_bytes(b"")
    err = pytest.raises(FeedSaveError, write_atomic, str(inside_a_file), b"x").value
    assert "часть пути — файл, а не папка; файл на диске не изменён" in russian(str(err), inside_a_file)
    err = pytest.raises(ValueError, canonical, "shift_jis").value
    assert "нельзя сохранить" in russian(str(err))


# -- the commands ---------------------------------------------------------------------------

def test_the_commands_say_why_a_feed_does_not_load_in_the_language_asked(tmp_path, data_dir, capsys, speaking):
    bad = tmp_path / "bad.xml"
    bad.write_bytes(feed(codec="cp1251"))
    speaking("ru")
    assert load_or_report(str(tmp_path / "gone.xml")) == (None, 2)
    assert load_or_report(str(bad)) == (None, 1)
    assert load_or_report(str(tmp_path)) == (None, 2)
    err = capsys.readouterr().err.splitlines()
    assert err[0] == f"turbo-editor: не удалось прочитать {tmp_path / 'gone.xml'}: такого файла или папки нет"
    assert err[1].startswith(f"{bad}:2:") and "байт 0xCF недопустим в UTF-8" in err[1]
    assert err[2] == f"turbo-editor: не удалось прочитать {tmp_path}: это папка, а не файл"
    for line in err:
        russian(line, tmp_path / "gone.xml", bad, tmp_path, "turbo-editor")


def test_convert_in_russian_notes_what_it_added_and_why_it_cannot_write(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ru")          # convert speaks the locale's language
    source = tmp_path / "feed.xml"
    source.write_bytes(b'<rss version="2.0"><channel><title>t</title><turbo:x>1</turbo:x></channel></rss>')
    assert main(["convert", str(source), "-o", str(tmp_path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert "префикс «turbo:» используется без объявления" in err[0]
    assert err[-1] == f"turbo-editor: не удалось сохранить {tmp_path}: это папка; выберите обычный файл"
    for line in err:
        russian(line.split(": ", 1)[1], source, tmp_path)


def test_check_in_russian_says_which_file_it_cannot_read_and_why(tmp_path, capsys):
    from turbo_editor.check.cli import main as check_main
    assert check_main(["--lang", "ru", str(tmp_path / "gone.xml")]) == 2
    err = capsys.readouterr().err
    assert f"не удалось прочитать {tmp_path / 'gone.xml'}: такого файла или папки нет" in err
