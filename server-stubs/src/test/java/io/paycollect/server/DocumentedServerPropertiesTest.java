package io.paycollect.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.api.DocumentedProperties;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table of {@code paycollect.server.*} in docs/notifications.md is {@link PayCollectServerProperties}, defaults included. */
class DocumentedServerPropertiesTest {

    @Test
    void theGuidesTableListsEveryServerPropertyWithItsDefault() throws Exception {
        assertEquals(List.of(), DocumentedProperties.ofThisModule()
                .problemsOfTheTable(Path.of("../docs/notifications.md"), "paycollect.server."));
    }
}
