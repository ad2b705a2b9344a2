"""The vocabulary: one table per fact, consistent with itself and with what reads it."""

from turbo_editor.vocabulary import elements, services
from turbo_editor.vocabulary.languages import ISO_639_1, ISO_639_2


def test_every_type_uses_only_fields_the_forms_have():
    for service in services.COUNTER_TYPES.values():
        assert set(service.fields) <= set(services.COUNTER_FIELDS), service.value
    for service in services.AD_TYPES.values():
        assert set(service.fields) <= set(services.AD_FIELDS), service.value


def test_a_counter_type_that_checks_its_id_asks_for_one():
    for service in services.COUNTER_TYPES.values():
        assert (service.id_format is not None) <= ("id" in service.fields), service.value


def test_the_next_ad_place_is_the_first_free_number():
    assert services.next_ad_place([]) == "ad_place_1"
    assert services.next_ad_place(["ad_place_1", "ad_place_3", None, "x"]) == "ad_place_2"
    assert services.next_ad_place(["ad_place_1", "ad_place_2"]) == "ad_place_3"


def test_element_orders_name_each_element_once():
    for name, order in elements.ORDERS.items():
        assert len(order) == len(set(order)), name
    assert elements.CHANNEL_ORDER[-1] == "item"
    assert elements.CONTENT in elements.ITEM_ORDER and elements.RELATED in elements.ITEM_ORDER


def test_language_codes_are_two_and_three_letters():
    assert "ru" in ISO_639_1 and "rus" in ISO_639_2
    assert all(len(code) == 2 for code in ISO_639_1) and all(len(code) == 3 for code in ISO_639_2)
