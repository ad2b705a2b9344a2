"""Checks of the publishing site around a feed (robots.txt as Yandex reads it)."""
