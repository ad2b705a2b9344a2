"""Icons: the application's SVGs from resources/icons, and badges drawn on demand."""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QIcon, QPainter, QPixmap, QPolygonF

from .colors import SEVERITY_HEX, severity_color

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
ICON_DIR = RESOURCES / "icons"

_COLORS = {severity: severity_color(severity) for severity in SEVERITY_HEX}


@cache
def named(name: str) -> QIcon:
    """An icon from resources/icons/NAME.svg, or a theme icon of that name."""
    path = ICON_DIR / f"{name}.svg"
    if path.exists():
        return QIcon(str(path))
    return QIcon.fromTheme(name)


@lru_cache(maxsize=256)
def badge(severity: str, count: int) -> QIcon:
    """A round (error) or triangular (warning) badge with a count, for tree rows."""
    size = 32
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(Qt.NoPen)
    painter.setBrush(_COLORS.get(severity, _COLORS["info"]))
    if severity == "warning":
        painter.drawPolygon(QPolygonF([QPointF(16, 1), QPointF(31, 30), QPointF(1, 30)]))
        text_rect = QRectF(0, 9, size, size - 9)
    else:
        painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
        text_rect = QRectF(0, 0, size, size)
    painter.setPen(Qt.white if severity != "warning" else Qt.black)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(17 if count < 10 else 13)
    painter.setFont(font)
    label = "i" if severity == "info" else (str(count) if count < 100 else "99+")
    painter.drawText(text_rect, Qt.AlignCenter, label)
    painter.end()
    return QIcon(pixmap)
